import SQLStore

/// An Open States person id, `ocd-person/<uuid>` as the person files write it: the key of a state
/// legislator, statewide officer or mayor, the way a Bioguide id is a member of Congress's.
public struct OpenStatesPersonID: Sendable, Hashable, Comparable, CustomStringConvertible {
    public static let prefix = "ocd-person/"

    /// The whole id, prefix included.
    public let text: String

    /// Nil unless `text` is the prefix followed by a non-empty id without spaces.
    public init?(_ text: String) {
        guard text.hasPrefix(Self.prefix), text.count > Self.prefix.count,
              !text.contains(where: \.isWhitespace) else { return nil }
        self.text = text
    }

    public var description: String { text }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.text < rhs.text }
}

extension OpenStatesPersonID: SQLValueConvertible {
    public var sqlValue: SQLValue { .text(text) }

    public init?(sqlValue: SQLValue) {
        guard let text = String(sqlValue: sqlValue) else { return nil }
        self.init(text)
    }
}
