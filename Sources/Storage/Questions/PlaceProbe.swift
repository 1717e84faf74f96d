import Foundation
import SQLStore

/// One count of `question_top_visible` entries that an upvote's reply needs for its places (the
/// questions ahead of it, or those it passed): `member`'s visible questions around `id` with
/// `upvotes`, at most `limit` of them. A batch's replies gather their probes and count them all at
/// once (`counts`): on PostgreSQL a statement per reply was a round trip per upvote, most of a
/// batch's time after its commit.
struct PlaceProbe: Encodable {
    var member: String
    var upvotes: Int
    var id: Int64
    var limit: Int

    /// The counts of `count` (a statement reading `?1` member, `?2` upvotes, `?3` id, `?4` limit)
    /// for each of `probes`, in order: on SQLite, whose statements are calls into the library, one
    /// statement each; on PostgreSQL one statement for all of them (`batched`).
    static func counts(_ count: String, batched: String, for probes: [PlaceProbe], in tx: any SQLTransaction) throws -> [Int] {
        guard !probes.isEmpty else { return [] }
        guard tx.dialect == .postgres else {
            return try probes.map { probe in
                try tx.value(Int.self, count, [probe.member, probe.upvotes, probe.id, probe.limit]) ?? 0
            }
        }
        let list = String(decoding: try JSONEncoder().encode(probes), as: UTF8.self)
        let counted = try tx.rows(batched, [list]).map { try $0.decode(Int.self, at: 0) }
        guard counted.count == probes.count else {
            throw StorageError.unreadableRow("\(counted.count) place counts for \(probes.count) upvotes")
        }
        return counted
    }

    /// `count` run once per probe of a JSON array `?` of `[member, upvotes, id, limit]` (PostgreSQL),
    /// one count per row in the array's order.
    static func batched(_ count: String) -> String {
        let perProbe = count
            .replacingOccurrences(of: "?1", with: "(probe.fields->>0)")
            .replacingOccurrences(of: "?2", with: "(probe.fields->>1)::bigint")
            .replacingOccurrences(of: "?3", with: "(probe.fields->>2)::bigint")
            .replacingOccurrences(of: "?4", with: "(probe.fields->>3)::bigint")
        return """
            SELECT (\(perProbe)) FROM json_array_elements(CAST(? AS json)) WITH ORDINALITY AS probe(fields, n)
            ORDER BY probe.n
            """
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(member)
        try fields.encode(upvotes)
        try fields.encode(id)
        try fields.encode(limit)
    }
}
