import IRCWire
import Testing
@testable import IRCClient

/// What the client logs about a request it could not send never holds the text: replies carry
/// people's ZIPs, districts and whole exports.
struct OutboundLogTests {
    @Test(arguments: [
        (IRCOutboundRequest.text(command: "PRIVMSG", target: "alice", text: "Saved your ZIP 94110 (CA-11).", key: "alice"),
         "PRIVMSG to alice (29 bytes)"),
        (.message(IRCMessage(command: "MONITOR", parameters: ["+", "alice,bob"])), "MONITOR"),
        (.quit("bye"), "QUIT"),
    ])
    func logDescriptionLeavesTheTextOut(request: IRCOutboundRequest, expected: String) {
        #expect(request.logDescription == expected)
        #expect(!request.logDescription.contains("94110"))
    }
}
