import Chat
import Testing

@Suite("Per-account rate limits")
struct RateLimitTests {
    let policy = RateLimitPolicy(commands: 3, period: 30)

    @Test("over the limit: one notice, then silence until the window passes")
    func warnOnceThenIgnore() async {
        let chat = Conversation(configuration: ChatConfiguration(rateLimit: policy))
        for _ in 1...3 { #expect(await chat.texts("ping") == ["pong"]) }
        let warning = await chat.say("ping")
        #expect(warning.count == 1)
        #expect(warning.first?.isNotice == true)
        #expect(warning.first?.destination == .direct(nick: "alice"))
        #expect(warning.first?.text.contains("too fast") == true)
        #expect(await chat.say("ping") == [])
        chat.clock.advance(by: 29)
        #expect(await chat.say("ping") == [])
        chat.clock.advance(by: 1)
        #expect(await chat.texts("ping") == ["pong"])
        // nothing refused goes uncounted: one notice, and the two commands ignored after it
        #expect(await chat.core.rateLimitCounters == (warned: 1, ignored: 2))
    }

    @Test("the limit follows the account across nicks, and each account has its own")
    func perAccount() async {
        let chat = Conversation(configuration: ChatConfiguration(rateLimit: policy))
        for nick in ["alice", "alice_", "al"] {
            #expect(await chat.texts("ping", as: nick, account: "alice") == ["pong"])
        }
        #expect(await chat.texts("ping", as: "alice__", account: "alice").first?.contains("too fast") == true)
        #expect(await chat.texts("ping", as: "bob") == ["pong"])
    }

    @Test("without an account the nick is limited")
    func perNick() async {
        let chat = Conversation(configuration: ChatConfiguration(rateLimit: policy))
        for _ in 1...3 { _ = await chat.say("ping", as: "guest", loggedIn: false) }
        #expect(await chat.texts("ping", as: "GUEST", loggedIn: false).first?.contains("too fast") == true)
        #expect(await chat.texts("ping", as: "other", loggedIn: false) == ["pong"])
    }

    @Test("channel chatter does not count")
    func chatterIsFree() async {
        let chat = Conversation(configuration: ChatConfiguration(rateLimit: policy))
        for _ in 1...10 { #expect(await chat.say("just talking", in: .channel("#c")) == []) }
        #expect(await chat.texts("!ping", in: .channel("#c")) == ["alice: pong"])
    }
}
