import Chat
import Testing

@Suite("Transport seam")
struct TransportTests {
    /// A transport that keeps what it is asked to send.
    actor Recorder: ChatTransport {
        private(set) var sent: [ChatReply] = []

        func send(_ reply: ChatReply) async { sent.append(reply) }
    }

    @Test("handleAndSend answers by the nick and services the event carries and sends every reply")
    func handleAndSend() async {
        let core = ChatCore(commands: TestCommands.all)
        let transport = Recorder()
        let guest = ChatSender(nick: "guest")
        func heard(_ text: String, in place: ChatPlace) -> ChatEvent {
            ChatEvent(network: "n", sender: guest, place: place, text: text, botNick: "civicbot", networkHasServices: false)
        }
        await core.handleAndSend(heard("civicbot: ping", in: .channel("#c")), via: transport)
        await core.handleAndSend(heard("zip 94110", in: .direct), via: transport)
        await core.handleAndSend(heard("townhall: ping", in: .channel("#c")), via: transport)
        #expect(await transport.sent == [
            ChatReply(destination: .channel("#c"), text: "pong", addressee: "guest"),
            ChatReply(destination: .direct(nick: "guest"), text: "This network has no services accounts, so zip is not available here."),
        ])
    }
}

/// What only the network knows (how to log in, how to write privately) comes with the event, so
/// one core answers people on different networks each in their network's words.
@Suite("Conventions per network")
struct ConventionsTests {
    static let roomLike = ChatConventions(loginHint: "Write from the account you want to use.",
                                          privateMessageForm: "a direct message to @bot:example.org saying {text}")

    @Test("a refusal names the way to write privately and to log in that the event carries, else the configured one")
    func refusalsUseTheEventsConventions() async {
        let core = ChatCore(commands: TestCommands.all)
        func heard(_ text: String, in place: ChatPlace, account: String?, conventions: ChatConventions?) async -> [String] {
            await core.handle(ChatEvent(network: "n", sender: ChatSender(nick: "alice", account: account), place: place,
                                        text: text, conventions: conventions)).map(\.text)
        }
        #expect(await heard("!zip 94110", in: .channel("#c"), account: "alice", conventions: Self.roomLike)
            == ["alice: The zip command works only in a private message: a direct message to @bot:example.org saying zip"])
        #expect(await heard("!zip 94110", in: .channel("#c"), account: "alice", conventions: nil)
            == ["alice: The zip command works only in a private message: /msg townhall zip"])
        #expect(await heard("zip 94110", in: .direct, account: nil, conventions: Self.roomLike)
            == ["Write from the account you want to use."])
        #expect(await heard("zip 94110", in: .direct, account: nil, conventions: nil) == [ChatConventions.generic.loginHint])
    }
}
