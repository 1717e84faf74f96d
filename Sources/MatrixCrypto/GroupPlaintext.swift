/// A Megolm message decrypted, with the index it had in its session: the index is what replay
/// protection checks (the same index under two event ids is a replay).
public struct GroupPlaintext: Sendable, Equatable {
    public var text: String
    public var messageIndex: UInt32

    public init(text: String, messageIndex: UInt32) {
        self.text = text
        self.messageIndex = messageIndex
    }
}
