import Foundation
import SQLStore

/// What `townhall sync` remembers about the copy of one URL it last imported: the validators the
/// server gave with it, so the next request can be conditional.
public struct SyncedFile: Sendable, Hashable {
    public var url: String
    /// The configured source it belongs to (for `townhall sync` listings and clean-up).
    public var source: String
    /// The `ETag` response header, verbatim (quotes and a `W/` prefix included).
    public var etag: String?
    /// The `Last-Modified` response header, verbatim.
    public var lastModified: String?
    public var byteCount: Int
    public var importedAt: Date

    public init(url: String, source: String, etag: String?, lastModified: String?, byteCount: Int, importedAt: Date) {
        self.url = url
        self.source = source
        self.etag = etag
        self.lastModified = lastModified
        self.byteCount = byteCount
        self.importedAt = importedAt
    }
}

extension SyncedFile {
    /// The file in a row of `sync_file` (its columns by name).
    init(row: SQLRow) throws {
        self.init(url: try row.decode("url"), source: try row.decode("source"), etag: try row.decode("etag"),
                  lastModified: try row.decode("last_modified"), byteCount: try row.decode("byte_count"),
                  importedAt: try row.decode("imported_at"))
    }

    /// The columns `init(row:)` reads.
    static let columns = "url, source, etag, last_modified, byte_count, imported_at"
}
