import Foundation
import SQLStore

/// A visible comment under an item (a question, a report, a letter template, a rock post or a
/// bill), with its place under the item (`Q12/3` is the third), by which it is flagged and hidden.
public struct ItemComment: Sendable, Hashable {
    public var place: Int
    public var authorName: String
    public var text: String
    public var createdAt: Date
}

extension ItemComment {
    /// Reads a comment row on either engine: `place`, the author's account `name`, `text`, `created_at`.
    init(row: SQLRow) throws {
        self.init(place: try row.decode("place"), authorName: try row.decode("name"), text: try row.decode("text"),
                  createdAt: try row.decode("created_at"))
    }
}
