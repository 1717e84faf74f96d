import Chat
import Testing

@Suite("Paging with more")
struct PagingTests {
    let configuration = ChatConfiguration(channelPageLines: 2, directPageLines: 3, pageLifetime: 600)

    @Test("long output is paged, per place")
    func pages() async {
        let chat = Conversation(configuration: configuration)
        #expect(await chat.texts("list 7") == ["line 1", "line 2", "line 3", "(4 more lines: type more)"])
        #expect(await chat.texts("!list 3", in: .channel("#c")) == ["alice: line 1", "alice: line 2", "alice: (1 more line: type !more)"])
        #expect(await chat.texts("more") == ["line 4", "line 5", "line 6", "(1 more line: type more)"])
        #expect(await chat.texts("!more", in: .channel("#c")) == ["alice: line 3"])
        #expect(await chat.texts("more") == ["line 7"])
        #expect(await chat.texts("more") == ["Nothing more to show."])
    }

    @Test("pages belong to an account and expire")
    func expiry() async {
        let chat = Conversation(configuration: configuration)
        _ = await chat.say("list 5")
        #expect(await chat.texts("more", as: "bob") == ["Nothing more to show."])
        chat.clock.advance(by: 601)
        #expect(await chat.texts("more") == ["Nothing more to show."])
    }

    @Test("short output is not paged; more takes no arguments")
    func short() async {
        let chat = Conversation(configuration: configuration)
        #expect(await chat.texts("list 3") == ["line 1", "line 2", "line 3"])
        #expect(await chat.texts("more please") == ["Usage: more"])
    }
}
