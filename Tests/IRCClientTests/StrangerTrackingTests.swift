import IRCWire
import Testing
@testable import IRCClient

/// Issue 16: the tracker of DM senders is bounded; a thousand nicks writing once each are not
/// all remembered for ever, while channel members are never forgotten that way.
@Suite("Tracker of DM senders")
struct StrangerTrackingTests {
    @Test("Past the configured limit the oldest DM senders are forgotten; channel members and the newest stay")
    func boundedStrangers() {
        var configuration = testConfiguration()
        configuration.trackedStrangers = 100
        var session = registeredSession(configuration: configuration)
        _ = session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0)
        _ = session.receive(line(":irc 353 townhall = #civics :@alice!a@h1 townhall!~th@bot.host"), now: t0)
        for number in 0..<1_000 {
            _ = session.receive(line("@account=acct\(number) :n\(number)!u@h PRIVMSG townhall :help"), now: t0)
        }
        // alice speaks in the channel too: she is a member, never a stranger.
        _ = session.receive(line(":alice!a@h1 PRIVMSG #civics :!help"), now: t0)
        #expect(session.tracker.strangers.count == 100)
        #expect(session.tracker.users.count == 100 + 2) // the newest strangers, alice and the bot
        #expect(session.tracker.user("alice") != nil)
        #expect(session.tracker.user("n0") == nil)
        #expect(session.tracker.account(of: "n999") == "acct999")
    }

    @Test("2,000 DM senders are remembered unless configured otherwise")
    func defaultLimit() {
        #expect(registeredSession().tracker.strangerLimit == 2_000)
    }

    @Test("A DM sender who joins a channel with the bot is kept when their turn to be forgotten comes")
    func strangerWhoJoinsIsKept() {
        var session = registeredSession()
        session.tracker.strangerLimit = 3
        _ = session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0)
        _ = session.receive(line(":early!u@h PRIVMSG townhall :help"), now: t0)
        _ = session.receive(line(":early!u@h JOIN #civics"), now: t0)
        for number in 0..<10 { _ = session.receive(line(":n\(number)!u@h PRIVMSG townhall :help"), now: t0) }
        #expect(session.tracker.user("early") != nil)
        #expect(session.tracker.strangers.count == 3)
    }
}
