/// A report waiting to be posted in a channel, with the subscription area that matched it.
public struct ChannelFeedItem: Sendable, Hashable {
    /// The queue entry, to mark delivered.
    public var id: Int64
    /// The matching subscription's area, as typed ("CA-11").
    public var area: String
    public var incident: Incident
}
