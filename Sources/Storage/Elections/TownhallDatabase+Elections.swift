import Foundation
import GRDB

extension TownhallDatabase {
    /// Imports one VIP feed in one transaction: `body` reads the file and hands each object to
    /// the writer as it is read (streaming). If `body` throws, the transaction rolls back and
    /// nothing changed, the earlier copy of the same source included.
    public func importVIPFeed(at date: Date,
                              _ body: @escaping @Sendable (VIPFeedWriter) throws -> Void) async throws -> VIPImportSummary {
        try await writer.write { db in
            let feed = VIPFeedWriter(db: db, date: date)
            try body(feed)
            return try feed.finish()
        }
    }
}
