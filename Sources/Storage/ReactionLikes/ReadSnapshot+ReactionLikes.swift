import SQLStore

extension ReadSnapshot {
    /// The one item the bot's message `messageID` showed; nil when it showed none or several, or
    /// is no message of the bot's.
    public func itemShown(byMessage messageID: String, network: String) throws -> String? {
        try tx.value(String.self, "SELECT item FROM item_message WHERE network = ? AND message_id = ?", [network, messageID])
    }
}
