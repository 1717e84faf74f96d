import Chat
import Testing

@Suite("Transport seam")
struct TransportTests {
    /// A transport that keeps what it is asked to send.
    actor Recorder: ChatTransport {
        let botNick: String
        let networkHasServices: Bool
        private(set) var sent: [ChatReply] = []

        init(botNick: String, networkHasServices: Bool) {
            self.botNick = botNick
            self.networkHasServices = networkHasServices
        }

        func send(_ reply: ChatReply) async { sent.append(reply) }
    }

    @Test("handleAndSend uses the transport's nick and services and sends every reply")
    func handleAndSend() async {
        let core = ChatCore(commands: TestCommands.all)
        let transport = Recorder(botNick: "civicbot", networkHasServices: false)
        let guest = ChatSender(nick: "guest")
        await core.handleAndSend(ChatEvent(network: "n", sender: guest, place: .channel("#c"), text: "civicbot: ping"), via: transport)
        await core.handleAndSend(ChatEvent(network: "n", sender: guest, place: .direct, text: "zip 94110"), via: transport)
        await core.handleAndSend(ChatEvent(network: "n", sender: guest, place: .channel("#c"), text: "townhall: ping"), via: transport)
        #expect(await transport.sent == [
            ChatReply(destination: .channel("#c"), text: "guest: pong"),
            ChatReply(destination: .direct(nick: "guest"), text: "This network has no services accounts, so zip is not available here."),
        ])
    }
}
