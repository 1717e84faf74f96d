import Chat
import Storage

extension CivicContext {
    /// The item of `kind` behind reference `word`, as `read` finds it, unless a moderator hid it;
    /// otherwise that kind's refusal (not a reference, no such item, hidden and why).
    func visible<Item: Sendable>(_ word: String, _ kind: ItemReference, _ context: CommandContext,
                                 hiddenReason: KeyPath<Item, String?>,
                                 read: @escaping @Sendable (ReadSnapshot, Int64) throws -> Item?) async throws -> Item {
        let id = try kind.id(in: word, context)
        guard let item = try await database.reading({ try read($0, id) }) else { throw kind.noSuch(id, context) }
        if let reason = item[keyPath: hiddenReason] { throw kind.hidden(id, reason: reason, context) }
        return item
    }

    /// For `<command> Q12 <text>` and the like: the sender, the item `visible` finds for the first
    /// word, and the cleaned text after it.
    func itemAndText<Item>(_ context: CommandContext, limit: Int, what: String,
                           visible: (String) async throws -> Item) async throws
        -> (account: AccountIdentity, item: Item, text: String) {
        guard context.words.count >= 2 else { throw context.usageError() }
        let account = try context.requireAccount()
        let item = try await visible(context.words[0])
        let text = try cleanText(context.words.dropFirst(), limit: limit, what: what, context: context)
        return (account, item, text)
    }
}
