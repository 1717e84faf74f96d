import IRCTestNetwork

extension TestNetwork {
    /// The network of the client's real-network suite (its own ports, so the bot's suite and
    /// its server restarts never disturb this one).
    static let shared = TestNetwork(
        name: "test", basePort: 26_667,
        accounts: ["bot": "botpass123", "alice": "alicepass123", "bob": "bobpass123"])
}
