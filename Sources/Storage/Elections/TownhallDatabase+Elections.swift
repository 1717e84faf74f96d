import Foundation

extension TownhallDatabase {
    /// Imports one VIP feed in one transaction: `body` reads the file and hands each object to
    /// the writer as it is read (streaming). If `body` throws, the transaction rolls back and
    /// nothing changed, the earlier copy of the same source included. (On PostgreSQL a
    /// serialization failure runs `body` again from the start: it reads its file anew.)
    public func importVIPFeed(at date: Date,
                              _ body: @escaping @Sendable (VIPFeedWriter) throws -> Void) async throws -> VIPImportSummary {
        try await engine.write { tx in
            let feed = VIPFeedWriter(tx: tx, date: date)
            try body(feed)
            return try feed.finish()
        }
    }
}
