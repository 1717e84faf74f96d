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
            ChatReply(destination: .channel("#c"), text: "guest: pong"),
            ChatReply(destination: .direct(nick: "guest"), text: "This network has no services accounts, so zip is not available here."),
        ])
    }
}
