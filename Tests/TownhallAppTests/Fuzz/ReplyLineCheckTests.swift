import Chat
import Testing

/// The fuzz test is only as good as its judge: each kind of bad reply must be caught.
@Suite("The fuzz test's reply check catches bad replies")
struct ReplyLineCheckTests {
    static let asked = ChatEvent(network: "fuzz", sender: ChatSender(nick: "alice", account: "alice"),
                                 place: .channel("#civics"), text: "!ping")

    @Test("a bad reply is reported", arguments: [
        ChatReply(destination: .channel("#civics"), text: "alice: one\u{2028}FAKE line"),
        ChatReply(destination: .channel("#civics"), text: "alice: nul\u{0}inside"),
        ChatReply(destination: .channel("#civics"), text: "alice: \u{1}ACTION ctcp\u{1}"),
        ChatReply(destination: .channel("#civics"), text: "FAKE: a line a person chose"),
        ChatReply(destination: .channel("#elsewhere"), text: "alice: pong"),
        ChatReply(destination: .channel("#civics"), text: "   "),
        ChatReply(destination: .direct(nick: "alice"), text: "line\r\nbreak"),
    ])
    func badReplyIsCaught(_ reply: ChatReply) {
        #expect(!ReplyLineCheck.problems(in: reply, answering: Self.asked).isEmpty)
    }

    @Test("a good reply passes, however long")
    func goodReplyPasses() {
        let long = ChatReply(destination: .channel("#civics"), text: "alice: " + String(repeating: "word ", count: 400) + "end")
        #expect(ReplyLineCheck.problems(in: long, answering: Self.asked).isEmpty)
        #expect(ReplyLineCheck.problems(in: ChatReply(destination: .direct(nick: "alice"), text: "pong"), answering: Self.asked).isEmpty)
    }
}
