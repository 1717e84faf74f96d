import Foundation
import SQLStore

extension TownhallDatabase {
    /// Most queue entries one claim covers: a summary line stands for at most this many, and a
    /// backlog beyond it is summed up by the next sweep.
    static let maxFeedClaim = 10_000

    /// Claims what `channel` of `network` should get now, with `lines` posts allowed: every
    /// visible, unclaimed entry, oldest first — a line each when they fit, otherwise `lines - 1`
    /// lines and one summing up the rest. Committed before anything is posted and held for
    /// `lease`, so two posters of the same network never post the same entry; a claim is over
    /// when its entries are marked delivered, given back (`releaseFeedItems`) or the lease runs
    /// out (the poster died). The queue is keyed by network and channel, so a poster of another
    /// network never sees these entries at all.
    ///
    /// On PostgreSQL the rows are locked as they are chosen and rows another poster is claiming
    /// at that moment are skipped (`FOR UPDATE … SKIP LOCKED`).
    public func claimFeedItems(in channel: String, network: String, lines: Int, at date: Date,
                               lease: TimeInterval = ChannelFeedClaim.lease) async throws -> ChannelFeedClaim {
        let leaseEnd = date.addingTimeInterval(lease)
        return try await engine.write(isolation: ClaimedRows.isolation) { tx in
            let lock = ClaimedRows.lockClause(alias: "f", in: tx)
            let rows = try tx.rows("""
                SELECT f.id, f.area, f.incident_id FROM channel_feed_item f JOIN incident i ON i.id = f.incident_id
                WHERE f.network = ? AND f.channel = ? AND f.delivered_at IS NULL AND i.hidden_reason IS NULL
                  AND (f.claimed_until IS NULL OR f.claimed_until <= ?)
                ORDER BY f.id LIMIT ?
                """ + lock, [network, channel, date, Self.maxFeedClaim])
            guard lines > 0, !rows.isEmpty else { return ChannelFeedClaim(singles: [], summed: [], summedArea: nil) }
            try ClaimedRows.claim(rows.map { try $0.decode("id") }, of: "channel_feed_item", until: leaseEnd, in: tx)
            let singleRows = rows.count <= lines ? rows[...] : rows.prefix(lines - 1)
            let restRows = rows.dropFirst(singleRows.count)
            let found = try ReadSnapshot(tx: tx).incidents(singleRows.map { try $0.decode(Int64.self, "incident_id") })
            let singles = try singleRows.compactMap { row in
                try found[row.decode(Int64.self, "incident_id")].map {
                    ChannelFeedItem(id: try row.decode("id"), area: try row.decode("area"), incident: $0)
                }
            }
            return ChannelFeedClaim(singles: singles, summed: try restRows.map { try $0.decode("id") },
                                    summedArea: try restRows.first.map { try $0.decode("area") })
        }
    }

    /// Gives back claimed entries that were not posted, so they are due at once rather than after
    /// the lease. Entries delivered meanwhile stay delivered.
    public func releaseFeedItems(_ ids: [Int64]) async throws {
        guard !ids.isEmpty else { return }
        try await engine.write { tx in
            for id in ids {
                try tx.execute("UPDATE channel_feed_item SET claimed_until = NULL WHERE id = ? AND delivered_at IS NULL", [id])
            }
        }
    }
}
