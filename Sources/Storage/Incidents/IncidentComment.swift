import Foundation

/// A comment under a report.
public struct IncidentComment: Sendable, Hashable {
    public var authorName: String
    public var text: String
    public var createdAt: Date
}
