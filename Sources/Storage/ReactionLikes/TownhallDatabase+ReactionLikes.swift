import Foundation
import SQLStore

extension TownhallDatabase {
    /// Remembers that the bot's message `messageID` on `network` shows `item`, committed with the
    /// other messages recorded meanwhile (`ReactionQueues.itemMessages`).
    public func recordItemMessage(_ messageID: String, item: String, network: String, at date: Date) async throws {
        _ = try await reactionQueues.itemMessages.submit(ItemMessageRecord(network: network, messageID: messageID, item: item, sentAt: date))
    }

    /// How long the bot remembers which item a message of its showed: a like reaction on a message
    /// older than that is left, as one on a message that shows no item. 30 days, because people
    /// react to what is on their screen, within hours or days; a month covers a client that was
    /// away for weeks, while an upvote storm writes a row per reply, so without a bound the table
    /// would grow with every message the bot ever sent.
    public static let itemMessageRetention: TimeInterval = 30 * 86_400

    /// One batch of `recordItemMessage`s, in one transaction, which also forgets the messages
    /// older than `itemMessageRetention` before the batch's newest (an index range, empty almost
    /// always): pruned where the rows are written, as `matrix_invite`'s are, so no timer is needed
    /// and a bot that sends nothing leaves nothing to prune.
    static func commitItemMessages(_ records: [ItemMessageRecord], to engine: any SQLEngine) async throws -> [Void] {
        try await engine.write { tx in
            if let newest = records.map(\.sentAt).max() {
                try tx.execute("DELETE FROM item_message WHERE sent_at < ?", [newest.addingTimeInterval(-itemMessageRetention)])
            }
            for record in records {
                try tx.execute("""
                    INSERT INTO item_message (network, message_id, item, sent_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT (network, message_id) DO NOTHING
                    """, [record.network, record.messageID, record.item, record.sentAt])
            }
        }
        return records.map { _ in () }
    }

    /// Remembers that reaction `reactionID` counted as `account`'s like of `item`.
    public func recordCountedReaction(_ reactionID: String, item: String, by account: AccountIdentity, at date: Date) async throws {
        try await engine.write { tx in
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            try tx.execute("""
                INSERT INTO item_reaction (network, reaction_id, account_id, item, counted_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (network, reaction_id) DO NOTHING
                """, [account.network, reactionID, accountID, item, date])
        }
    }

    /// Forgets counted reaction `reactionID` (it was withdrawn) and returns what it counted for;
    /// nil when it never counted.
    public func takeCountedReaction(_ reactionID: String, network: String) async throws -> CountedReaction? {
        try await engine.write { tx in
            guard let row = try tx.row("""
                SELECT a.name, r.item FROM item_reaction r JOIN account a ON a.id = r.account_id
                WHERE r.network = ? AND r.reaction_id = ?
                """, [network, reactionID]) else { return nil }
            try tx.execute("DELETE FROM item_reaction WHERE network = ? AND reaction_id = ?", [network, reactionID])
            return CountedReaction(account: AccountIdentity(network: network, name: try row.decode(String.self, at: 0)),
                                   item: try row.decode(String.self, at: 1))
        }
    }
}
