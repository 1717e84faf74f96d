import Chat
import Foundation
import Storage

/// The database's `item_message` table as the ledger a transport without Storage of its own
/// (IRC) keeps the items of its messages in.
struct DatabaseItemMessageLedger: ItemMessageLedger {
    let database: TownhallDatabase

    func record(_ item: String, shownBy messageID: String, network: String) async throws {
        try await database.recordItemMessage(messageID, item: item, network: network, at: Date())
    }

    func item(shownBy messageID: String, network: String) async throws -> String? {
        try await database.reading { try $0.itemShown(byMessage: messageID, network: network) }
    }
}
