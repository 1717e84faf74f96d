import IRCWire
import Testing
@testable import IRCClient

/// What the outbox relies on: who is online under which account, from JOIN, ACCOUNT, NICK,
/// WHOX and MONITOR; and who left (QUIT).
@Suite("Presence: userSeen, userGone and userQuit")
struct PresenceTests {
    @Test("A join with extended-join, a login, a nick change and a WHOX answer each report the account")
    func sightings() {
        var session = registeredSession()
        _ = session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0)
        #expect(session.receive(line(":carol!c@h3 JOIN #civics carolacct :Carol"), now: t0).emitted
            == [.userSeen(nick: "carol", account: "carolacct")])
        #expect(session.receive(line(":dan!d@h4 JOIN #civics * :Dan"), now: t0).emitted.isEmpty)
        #expect(session.receive(line(":dan!d@h4 ACCOUNT danacct"), now: t0).emitted
            == [.userSeen(nick: "dan", account: "danacct")])
        #expect(session.receive(line(":carol!c@h3 NICK carol_away"), now: t0).emitted
            == [.userSeen(nick: "carol_away", account: "carolacct")])
        #expect(session.receive(line(":irc 354 townhall 152 #civics e h5 erin H erinacct"), now: t0).emitted
            == [.userSeen(nick: "erin", account: "erinacct")])
        #expect(session.receive(line(":irc 354 townhall 152 #civics f h6 frank H 0"), now: t0).emitted.isEmpty)
    }

    @Test("MONITOR online asks WHOX for each nick; the answer reports the account of someone in no shared channel")
    func monitorOnline() {
        var session = registeredSession()
        let actions = session.receive(line(":irc 730 townhall :alice!a@h1,bob!b@h2"), now: t0)
        #expect(actions.sent == ["WHO alice %tcuhnfa,152", "WHO bob %tcuhnfa,152"])
        #expect(session.receive(line(":irc 354 townhall 152 * a h1 alice H alice"), now: t0).emitted
            == [.userSeen(nick: "alice", account: "alice")])
        #expect(session.tracker.account(of: "alice") == "alice")
    }

    @Test("MONITOR offline forgets someone outside our channels, so the next holder of the nick is not taken for them")
    func monitorOffline() {
        var session = registeredSession()
        _ = session.receive(line(":irc 354 townhall 152 * a h1 alice H alice"), now: t0)
        #expect(session.receive(line(":irc 731 townhall :alice"), now: t0).emitted == [.userGone(nick: "alice")])
        #expect(session.tracker.account(of: "alice") == nil)
    }

    @Test("MONITOR offline keeps someone who still shares a channel (their QUIT would reach us)")
    func monitorOfflineShared() {
        var session = registeredSession()
        _ = session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0)
        _ = session.receive(line(":carol!c@h3 JOIN #civics carolacct :Carol"), now: t0)
        #expect(session.receive(line(":irc 731 townhall :carol"), now: t0).emitted.isEmpty)
        #expect(session.tracker.account(of: "carol") == "carolacct")
    }

    @Test("A QUIT reports who left and what they said, and forgets their account")
    func quit() {
        var session = registeredSession()
        _ = session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0)
        _ = session.receive(line(":carol!c@h3 JOIN #civics carolacct :Carol"), now: t0)
        #expect(session.receive(line(":carol!c@h3 QUIT :Quit: shutting down"), now: t0).emitted
            == [.userQuit(nick: "carol", reason: "Quit: shutting down")])
        #expect(session.tracker.account(of: "carol") == nil)
    }

    @Test("Without WHOX, a MONITOR report asks nothing")
    func noWhox() {
        var session = registeredSession(isupport: "CASEMAPPING=rfc1459 PREFIX=(ov)@+ CHANTYPES=# MONITOR=100")
        #expect(session.receive(line(":irc 730 townhall :alice!a@h1"), now: t0).sent.isEmpty)
    }
}
