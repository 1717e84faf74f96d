import Chat
import MatrixClient
import Testing
@testable import MatrixTransport

/// How replies become Matrix messages: in a room the answer to a command is a rich reply to it
/// that mentions its person (a pill and `m.mentions`, so their client notifies them), never
/// their user id as text; other lines mention no one and say so (`m.mentions: {}`), so no client
/// guesses a mention from a name in the text; an answer of several lines is one message.
@Suite("Matrix replies: mentions, rich replies, one message per answer")
struct MatrixReplyContentTests {
    static let composer = MatrixReplyComposer(renderer: MatrixHTMLRenderer())
    static let room = "!room:example.org"
    static let alice = "@alice:example.org"
    static let command = MatrixReplyComposer.Command(roomID: room, eventID: "$command")

    static func messages(_ replies: [ChatReply], names: [String: String] = [:],
                         answering command: MatrixReplyComposer.Command? = command) -> [MatrixReplyComposer.Message] {
        composer.messages(for: replies, answering: command) { user, _ in names[user] }
    }

    @Test("an answer in a room is a rich reply to the command and mentions its person: a pill and m.mentions, no user id as text")
    func addressedAnswer() throws {
        let reply = ChatReply(destination: .channel(Self.room), content: "Bill \(StyledText.bold("HR 1")) <passed>", addressee: Self.alice)
        let content = try #require(Self.messages([reply], names: [Self.alice: "Alice"]).first?.content)
        #expect(content["body"]?.string == "Alice: Bill HR 1 <passed>")
        #expect(content["formatted_body"]?.string
            == "<a href=\"https://matrix.to/#/@alice:example.org\">Alice</a>: Bill <b>HR 1</b> &lt;passed&gt;")
        #expect(content["m.mentions"]?["user_ids"]?.array.compactMap(\.string) == [Self.alice])
        #expect(content["m.relates_to"]?["m.in_reply_to"]?["event_id"]?.string == "$command")
        #expect(content["msgtype"]?.string == "m.notice")
    }

    @Test("a display name is escaped in the pill and cannot break a line; without one the local part is shown")
    func displayNames() throws {
        let reply = ChatReply(destination: .channel(Self.room), text: "pong", addressee: Self.alice)
        let hostile = try #require(Self.messages([reply], names: [Self.alice: "<b>A</b> & \"co\"\nbob: you are banned"]).first?.content)
        #expect(hostile["formatted_body"]?.string
            == "<a href=\"https://matrix.to/#/@alice:example.org\">&lt;b&gt;A&lt;/b&gt; &amp; &quot;co&quot; bob: you are banned</a>: pong")
        #expect(hostile["body"]?.string == "<b>A</b> & \"co\" bob: you are banned: pong")
        let plain = try #require(Self.messages([reply]).first?.content)
        #expect(plain["body"]?.string == "alice: pong")
    }

    @Test("several lines for one person are one message: body lines joined by a line break, HTML by <br>, the mention once")
    func oneMessage() throws {
        let replies = ["Line <1>", "Line 2", "(1 more line: type !more)"].map {
            ChatReply(destination: .channel(Self.room), text: $0, addressee: Self.alice)
        }
        let messages = Self.messages(replies)
        #expect(messages.count == 1)
        let content = try #require(messages.first?.content)
        #expect(content["body"]?.string == "alice: Line <1>\nLine 2\n(1 more line: type !more)")
        #expect(content["formatted_body"]?.string
            == "<a href=\"https://matrix.to/#/@alice:example.org\">alice</a>: Line &lt;1&gt;<br>Line 2<br>(1 more line: type !more)")
    }

    @Test("lines to the room, to a DM, or for another person are messages of their own; none but the room answer replies")
    func groups() {
        let replies = [
            ChatReply(destination: .channel(Self.room), text: "Started!", addressee: Self.alice),
            ChatReply(destination: .channel(Self.room), text: "Question 1 of 5: which mineral?"),
            ChatReply(destination: .direct(nick: Self.alice), text: "Your ZIP is private."),
            ChatReply(destination: .direct(nick: Self.alice), text: "Type zip 94110."),
        ]
        let messages = Self.messages(replies)
        #expect(messages.map(\.content["body"]) == [.string("alice: Started!"), .string("Question 1 of 5: which mineral?"),
                                                    .string("Your ZIP is private.\nType zip 94110.")])
        #expect(messages.map { $0.content["m.relates_to"] != nil } == [true, false, false])
        #expect(messages.dropFirst().allSatisfy { $0.content["m.mentions"] == .object([:]) })
    }

    @Test("a push, answering no command, mentions its person but replies to nothing")
    func push() throws {
        let reply = ChatReply(destination: .channel(Self.room), text: "Right: quartz!", addressee: Self.alice)
        let content = try #require(Self.messages([reply], answering: nil).first?.content)
        #expect(content["m.relates_to"] == nil)
        #expect(content["m.mentions"]?["user_ids"]?.array.compactMap(\.string) == [Self.alice])
    }

    @Test("an answer past the size bound goes on in more messages, each within it, every line kept in order")
    func sizeBound() {
        let lines = (1...400).map { "Line \($0): " + String(repeating: "&", count: 150) }
        let messages = Self.messages(lines.map { ChatReply(destination: .channel(Self.room), text: $0, addressee: Self.alice) })
        #expect(messages.count > 1)
        #expect(messages.allSatisfy { $0.content.encoded().count <= MatrixReplyComposer.maxContentBytes })
        let bodies = messages.compactMap { $0.content["body"]?.string }
        #expect(bodies.allSatisfy { $0.hasPrefix("alice: Line ") })
        #expect(bodies.flatMap { $0.dropFirst("alice: ".count).split(separator: "\n").map(String.init) } == lines)
    }
}
