import Chat
import MatrixClient
import Testing
@testable import MatrixTransport

/// How a reply becomes a Matrix message: in a room the person it answers is mentioned so that
/// their client notifies them; other lines mention no one, and say so (`m.mentions: {}`), so no
/// client guesses a mention from a name in the text.
@Suite("Matrix replies: mentions")
struct MatrixReplyContentTests {
    @Test("an answer in a room mentions its person: a pill in the HTML and m.mentions; the body stays plain")
    func addressedAnswer() {
        let reply = ChatReply(destination: .channel("!room:example.org"), content: "Bill \(StyledText.bold("HR 1")) <passed>",
                              addressee: "@alice:example.org")
        let content = MatrixChatBridge.content(of: reply, renderer: MatrixHTMLRenderer())
        #expect(content["body"]?.string == "@alice:example.org: Bill HR 1 <passed>")
        #expect(content["formatted_body"]?.string
            == "<a href=\"https://matrix.to/#/@alice:example.org\">@alice:example.org</a>: Bill <b>HR 1</b> &lt;passed&gt;")
        #expect(content["m.mentions"]?["user_ids"]?.array.compactMap(\.string) == ["@alice:example.org"])
        #expect(content["msgtype"]?.string == "m.notice")
    }

    @Test("a line to the room or a DM mentions no one", arguments: [
        ChatReply(destination: .channel("!room:example.org"), text: "Question 3 of 5: which mineral is @bob:example.org's favourite?"),
        ChatReply(destination: .direct(nick: "@alice:example.org"), text: "pong"),
    ])
    func unaddressed(reply: ChatReply) {
        let content = MatrixChatBridge.content(of: reply, renderer: MatrixHTMLRenderer())
        #expect(content["body"]?.string == reply.text)
        #expect(content["m.mentions"] == .object([:]))
        #expect(content["formatted_body"] == nil)
    }
}
