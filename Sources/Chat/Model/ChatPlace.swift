/// Where a message was said: in a channel (named as the network spells it) or in a direct
/// conversation with the bot.
public enum ChatPlace: Sendable, Hashable {
    case channel(String)
    case direct

    public var isDirect: Bool { self == .direct }

    /// The channel name, or nil in a direct conversation.
    public var channelName: String? {
        if case .channel(let name) = self { return name }
        return nil
    }
}
