import Foundation

/// A channel's subscription to the new reports of an area.
public struct ChannelFeed: Sendable, Hashable {
    /// As typed: "94110", "CA", "CA-11".
    public var area: String
    /// Only these kinds; empty for every kind.
    public var kinds: [IncidentKind]
    public var createdAt: Date
}
