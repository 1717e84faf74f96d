import IRCWire
import Testing
@testable import IRCClient

/// `joinsAnswered`: the end of a connection's start, when every JOIN sent at registration has
/// an answer (the bot then trims the memory its start used).
@Suite("Joins answered")
struct JoinsAnsweredTests {
    /// A registered session at the end of its MOTD: it has just sent the JOINs for #civics and #private.
    func welcomed() -> (IRCSession, [IRCClientEvent]) {
        var session = registeredSession()
        let emitted = session.receive(line(":irc 376 townhall :End of MOTD"), now: t0).emitted
        return (session, emitted)
    }

    @Test("Emitted once, with the answer to the last JOIN; not before, and not for a later join")
    func lastAnswer() {
        var (session, atMOTD) = welcomed()
        #expect(atMOTD.isEmpty)
        #expect(session.receive(line(":townhall!~th@bot.host JOIN #CIVICS"), now: t0).emitted == [.joined(channel: "#CIVICS")])
        #expect(session.receive(line(":townhall!~th@bot.host JOIN #private"), now: t0).emitted
            == [.joined(channel: "#private"), .joinsAnswered])
        // an invitation accepted later, or a rejoin, is not a start
        #expect(session.receive(line(":townhall!~th@bot.host JOIN #later"), now: t0).emitted == [.joined(channel: "#later")])
        #expect(session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0).emitted == [.joined(channel: "#civics")])
    }

    @Test("A refused JOIN is an answer too, reported with its numeric", arguments: ["403", "405", "471", "473", "474", "475", "477"])
    func refused(numeric: String) {
        var (session, _) = welcomed()
        _ = session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0)
        #expect(session.receive(line(":irc \(numeric) townhall #Private :Cannot join channel"), now: t0).emitted
            == [.joinRefused(channel: "#Private", numeric: numeric, reason: "Cannot join channel"), .joinsAnswered])
    }

    @Test("A refusal naming a channel not awaited ends no start (it is still reported, for IRCClient.join)")
    func otherChannel() {
        var (session, _) = welcomed()
        _ = session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0)
        #expect(session.receive(line(":irc 474 townhall #elsewhere :Cannot join channel (+b)"), now: t0).emitted
            == [.joinRefused(channel: "#elsewhere", numeric: "474", reason: "Cannot join channel (+b)")])
        #expect(session.receive(line(":irc 475 townhall #private :Cannot join channel (+k)"), now: t0).emitted
            == [.joinRefused(channel: "#private", numeric: "475", reason: "Cannot join channel (+k)"), .joinsAnswered])
    }

    @Test("A channel joined at run time is joined again after a reconnect; one the bot parted is not")
    func runTimeJoinsAreWanted() {
        var (session, _) = welcomed()
        _ = session.receive(line(":townhall!~th@bot.host JOIN #later"), now: t0)
        #expect(session.wantedChannels.map(\.name) == ["#civics", "#private", "#later"])
        _ = session.receive(line(":townhall!~th@bot.host PART #CIVICS :An admin asked me to leave"), now: t0)
        _ = session.receive(line(":townhall!~th@bot.host PART #Later"), now: t0)
        #expect(session.wantedChannels.map(\.name) == ["#private"])
    }

    @Test("With no channel to join, the start is over at the end of the MOTD")
    func noChannels() {
        var configuration = testConfiguration()
        configuration.channels = []
        var session = registeredSession(configuration: configuration)
        #expect(session.receive(line(":irc 422 townhall :MOTD File is missing"), now: t0).emitted == [.joinsAnswered])
        #expect(session.receive(line(":irc 376 townhall :End of MOTD"), now: t0).emitted.isEmpty)
    }
}
