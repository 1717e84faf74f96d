import IRCWire
import NIOCore
import Testing
@testable import IRCClient

/// What likes by reaction need from IRC: the `msgid` of each of the bot's own lines as the server
/// echoes them, and people's `+draft/react` TAGMSGs with the message they reply to.
@Suite("Reactions and echoed message ids")
struct ReactionTagTests {
    @Test("the bot's own echoed PRIVMSG and NOTICE report their msgid; a line without one reports nothing")
    func echoes() {
        var session = registeredSession()
        let echoed = session.receive(line("@msgid=abc123;time=2026-01-01T00:00:00Z :townhall!t@h PRIVMSG #civics :alice: Asked Q1"), now: t0)
        #expect(echoed.emitted == [.echoed(target: "#civics", text: "alice: Asked Q1", messageID: "abc123")])
        let notice = session.receive(line("@msgid=n1 :townhall!t@h NOTICE alice :busy"), now: t0)
        #expect(notice.emitted == [.echoed(target: "alice", text: "busy", messageID: "n1")])
        #expect(session.receive(line(":townhall!t@h PRIVMSG #civics :no id"), now: t0).emitted.isEmpty)
    }

    @Test("a TAGMSG with +draft/react and +draft/reply is a reaction with the sender's account; others are nothing")
    func reactions() {
        var session = registeredSession()
        let reacted = session.receive(line("@account=alice;+draft/reply=abc123;+draft/react=👍 :alice!a@h TAGMSG #civics"), now: t0)
        #expect(reacted.emitted == [.reacted(IRCIncomingReaction(nick: "alice", user: "a", host: "h", account: "alice", target: "#civics",
                                                                 isDirect: false, key: "👍", messageID: "abc123"))])
        let direct = session.receive(line("@+draft/reply=abc123;+draft/react=❤️ :guest!g@h TAGMSG townhall"), now: t0)
        #expect(direct.emitted == [.reacted(IRCIncomingReaction(nick: "guest", user: "g", host: "h", account: nil, target: "townhall",
                                                                isDirect: true, key: "❤️", messageID: "abc123"))])
        #expect(session.receive(line("@+typing=active :alice!a@h TAGMSG #civics"), now: t0).emitted.isEmpty)
        #expect(session.receive(line("@+draft/react=👍 :alice!a@h TAGMSG #civics"), now: t0).emitted.isEmpty)
        #expect(session.receive(line("@+draft/reply=x;+draft/react=👍 :townhall!t@h TAGMSG #civics"), now: t0).emitted.isEmpty)
    }
}
