/// Someone with notifications waiting, and the nick they last used with the bot.
public struct OutboxRecipient: Sendable, Hashable {
    public var account: AccountIdentity
    public var lastNick: String?
}
