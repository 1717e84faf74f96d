import IRCWire
import NIOCore
import Testing
@testable import IRCClient

@Suite("Nick choice and recovery")
struct NickTests {
    @Test("Nick in use: alternates first, then nick_1, nick_2 ...", arguments: ["433", "432", "437"])
    func alternates(numeric: String) {
        var session = IRCSession(configuration: testConfiguration(), usesTLS: true, now: t0, wallClock: wall0)
        _ = session.start(now: t0)
        var tried: [String] = []
        for _ in 0..<4 {
            let refused = line(":irc \(numeric) * \(session.currentNick) :Nickname is already in use")
            tried += session.receive(refused, now: t0).sent
        }
        #expect(tried == ["NICK townhall_", "NICK townhall__", "NICK townhall_1", "NICK townhall_2"])
    }

    @Test("Generated nicks respect NICKLEN")
    func nickLength() {
        var configuration = testConfiguration()
        configuration.nick = "averyveryverylongnickname"
        configuration.altNicks = []
        var session = IRCSession(configuration: configuration, usesTLS: true, now: t0, wallClock: wall0)
        _ = session.receive(line(":irc 005 * NICKLEN=9 :are supported"), now: t0)
        #expect(session.nickCandidate(1) == "averyve_1")
    }

    func onAlternate() -> IRCSession {
        registeredSession(nick: "townhall_")
    }

    @Test("The holder quitting frees the nick at once")
    func regainOnQuit() {
        var session = onAlternate()
        #expect(session.receive(line(":townhall!u@h QUIT :bye"), now: t0).sent == ["NICK townhall"])
        let changed = session.receive(line(":townhall_!u@h NICK townhall"), now: t0)
        #expect(changed.emitted == [.nickChanged("townhall")])
        #expect(session.currentNick == "townhall")
    }

    @Test("The holder changing nick frees it too")
    func regainOnNick() {
        var session = onAlternate()
        #expect(session.receive(line(":TownHall!u@h NICK other"), now: t0).sent == ["NICK townhall"])
    }

    @Test("MONITOR watches the preferred nick and RPL_MONOFFLINE triggers the regain")
    func monitor() {
        var session = onAlternate()
        let welcome = session.receive(line(":irc 376 townhall_ :End of MOTD"), now: t0).sent
        #expect(welcome.contains("MONITOR + townhall"))
        #expect(session.receive(line(":irc 731 townhall_ :townhall"), now: t0).sent == ["NICK townhall"])
        #expect(session.receive(line(":townhall_!u@h NICK townhall"), now: t0).sent == ["MONITOR - townhall"])
    }

    @Test("A periodic retry runs while on an alternate, and a refusal after registration changes nothing")
    func periodic() {
        // About the nick retry alone: the keep-alive PING (60 s of silence by default) is moved
        // out of this test's minute.
        var configuration = testConfiguration()
        configuration.ping.interval = .seconds(300)
        var session = registeredSession(configuration: configuration, nick: "townhall_")
        #expect(session.tick(now: t0 + .seconds(30)).sent.isEmpty)
        #expect(session.tick(now: t0 + .seconds(61)).sent == ["NICK townhall"])
        #expect(session.receive(line(":irc 433 townhall_ townhall :in use"), now: t0 + .seconds(61)).isEmpty)
        #expect(session.currentNick == "townhall_")
    }

    @Test("End of MOTD sets bot mode and joins channels, keyed ones first")
    func welcome() {
        var session = registeredSession()
        let sent = session.receive(line(":irc 422 townhall :No MOTD"), now: t0).sent
        #expect(sent == ["MODE townhall +B", "JOIN #private,#civics secretkey"])
        #expect(session.receive(line(":irc 376 townhall :End"), now: t0).isEmpty)
    }
}
