import Foundation

/// What a channel feed poster claimed to post at once (see `TownhallDatabase.claimFeedItems`):
/// a line each for `singles`, then, when more waited than the pace allows, one line summing up
/// `summed` (the rest, oldest first).
public struct ChannelFeedClaim: Sendable, Hashable {
    public var singles: [ChannelFeedItem]
    /// Queue entries the summary line stands for; empty when everything fits.
    public var summed: [Int64]
    /// The area of the first summed entry, to name in the summary.
    public var summedArea: String?

    /// Every claimed entry, to mark delivered or give back.
    public var ids: [Int64] { singles.map(\.id) + summed }

    /// How long a claim lasts: far longer than posting a few lines and waiting for the echo,
    /// short enough that a dead poster's lines go out a few minutes later from another process.
    public static let lease: TimeInterval = 5 * 60
}
