import IRCWire
import NIOCore
import Testing
@testable import IRCClient

@Suite("Incoming messages")
struct MessageTests {
    @Test("A channel PRIVMSG carries the sender's account; a DM is marked direct")
    func privmsg() {
        var session = registeredSession()
        let channel = session.receive(line("@account=alice;time=2026-01-01T00:00:00Z :alice!a@h PRIVMSG #civics :!ping"), now: t0)
        guard case .privmsg(let message)? = channel.emitted.first else {
            Issue.record("no privmsg event")
            return
        }
        #expect(message.account == "alice")
        #expect(!message.isDirect)
        #expect(message.text == "!ping")
        let direct = session.receive(line(":guest!g@h PRIVMSG townhall :hello"), now: t0)
        guard case .privmsg(let dm)? = direct.emitted.first else {
            Issue.record("no privmsg event")
            return
        }
        #expect(dm.isDirect)
        #expect(dm.account == nil)
    }

    @Test("A person's NOTICE is reported, never answered; server notices and CTCP replies are not reported")
    func notice() {
        var session = registeredSession()
        let notice = session.receive(line("@account=tbot :townhall2!t@h NOTICE alice :busy — I'll answer in a moment"), now: t0)
        #expect(notice.sent.isEmpty)
        guard case .notice(let message)? = notice.emitted.first else {
            Issue.record("no notice event")
            return
        }
        #expect(message.nick == "townhall2" && message.target == "alice" && message.isDirect)
        #expect(message.text == "busy — I'll answer in a moment" && message.account == "tbot")
        #expect(session.receive(line(":irc.example NOTICE townhall :*** Looking up your hostname"), now: t0).isEmpty)
        #expect(session.receive(line(":alice!a@h NOTICE townhall :\u{1}VERSION x\u{1}"), now: t0).isEmpty)
    }

    @Test("Messages from bots and from the bot itself are ignored", arguments: [
        "@bot :other!o@h PRIVMSG #civics :!ping",
        "@draft/bot :other!o@h PRIVMSG #civics :!ping",
        ":TownHall!~th@h PRIVMSG #civics :!ping",
    ])
    func ignored(text: String) {
        var session = registeredSession()
        #expect(session.receive(line(text), now: t0).isEmpty)
    }

    @Test("CTCP VERSION and PING are answered by NOTICE; other CTCP is not")
    func ctcp() {
        var session = registeredSession()
        #expect(session.receive(line(":alice!a@h PRIVMSG townhall :\u{1}VERSION\u{1}"), now: t0).sent
            == ["NOTICE alice :\u{1}VERSION Townhall IRC bot\u{1}"])
        #expect(session.receive(line(":alice!a@h PRIVMSG townhall :\u{1}PING 12345\u{1}"), now: t0).sent
            == ["NOTICE alice :\u{1}PING 12345\u{1}"])
        #expect(session.receive(line(":alice!a@h PRIVMSG townhall :\u{1}ACTION waves\u{1}"), now: t0).isEmpty)
    }

    /// Every asker is a fairness key of its own, so a thousand strangers asking VERSION would
    /// queue a thousand notices: CTCP answers share one bucket, and the rest are counted.
    @Test("CTCP answers are rate-limited across all askers; the unanswered are counted, never queued")
    func ctcpFlood() {
        var session = registeredSession()
        let answered = (0..<10).map { index in
            session.receive(line(":stranger\(index)!s@h PRIVMSG townhall :\u{1}VERSION\u{1}"), now: t0).sent.count
        }
        #expect(answered == [1, 1, 1, 0, 0, 0, 0, 0, 0, 0])
        #expect(session.ctcpRepliesSkipped == 7)
        let later = t0 + IRCSession.ctcpRefill
        #expect(session.receive(line(":stranger0!s@h PRIVMSG townhall :\u{1}PING 1\u{1}"), now: later).sent == ["NOTICE stranger0 :\u{1}PING 1\u{1}"])
        #expect(session.receive(line(":stranger1!s@h PRIVMSG townhall :\u{1}PING 2\u{1}"), now: later).isEmpty)
        #expect(session.ctcpRepliesSkipped == 8)
    }

    @Test("An invite is followed only when the inviter's account is allowed")
    func invites() {
        var session = registeredSession()
        let allowed = session.receive(line("@account=alice :alice!a@h INVITE townhall #new"), now: t0)
        #expect(allowed.sent == ["JOIN #new"])
        #expect(allowed.emitted == [.invited(channel: "#new", by: "alice", account: "alice", accepted: true)])
        #expect(session.wantedChannels.map(\.name).contains("#new"))
        let refused = session.receive(line("@account=mallory :mallory!m@h INVITE townhall #evil"), now: t0)
        #expect(refused.sent.isEmpty)
        #expect(session.receive(line(":nobody!n@h INVITE townhall #evil"), now: t0).sent.isEmpty)
    }

    @Test("A changed invite list is followed by the connection up now, without a reconnect")
    func inviteListChangesLive() {
        var session = registeredSession()
        session.invites.replace(with: ["mallory"])
        #expect(session.receive(line("@account=alice :alice!a@h INVITE townhall #new"), now: t0).sent.isEmpty)
        #expect(session.receive(line("@account=mallory :mallory!m@h INVITE townhall #evil"), now: t0).sent == ["JOIN #evil"])
        session.invites.replace(with: nil)
        #expect(session.receive(line("@account=mallory :mallory!m@h INVITE townhall #other"), now: t0).sent.isEmpty)
    }

    @Test("Server PING is answered with PONG; ERROR ends the connection for a reconnect")
    func pingAndError() {
        var session = registeredSession()
        #expect(session.receive(line("PING :irc.example"), now: t0).sent == ["PONG irc.example"])
        #expect(session.receive(line("ERROR :Closing link"), now: t0).end == .reconnect("server closed the link: Closing link"))
    }

    @Test("Unknown commands and numerics are ignored")
    func unknown() {
        var session = registeredSession()
        #expect(session.receive(line(":irc 999 townhall :whatever"), now: t0).isEmpty)
        #expect(session.receive(line(":irc FROBNICATE a b c"), now: t0).isEmpty)
        #expect(session.receive(line("PRIVMSG"), now: t0).isEmpty)
    }
}
