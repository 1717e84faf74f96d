import Foundation
import SQLStore

/// A comment under a letter template or a rock post (questions, reports and bills have their
/// own, older records).
public struct ItemComment: Sendable, Hashable {
    public var authorName: String
    public var text: String
    public var createdAt: Date
}

extension ItemComment {
    /// Reads a comment row on either engine: the author's account `name`, `text`, `created_at`.
    init(row: SQLRow) throws {
        self.init(authorName: try row.decode("name"), text: try row.decode("text"), createdAt: try row.decode("created_at"))
    }
}
