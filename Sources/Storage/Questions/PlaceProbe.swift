import Foundation
import SQLStore

/// One count of `question_rank_top_visible` entries that an upvote's reply needs for its places (the
/// questions ahead of it, or those it passed): `member`'s visible questions around `id` with
/// `upvotes`, at most `limit` of them. A batch's replies gather their probes and count them all at
/// once (`counts`): on PostgreSQL a statement per reply was a round trip per upvote, most of a
/// batch's time after its commit.
struct PlaceProbe: Encodable {
    var member: String
    var upvotes: Int
    var id: Int64
    var limit: Int

    /// A count as two ranges of `question_rank_top_visible` (each a condition on `upvote_count`
    /// and `question_id` reading `?2` upvotes and `?3` id), for one member `?1`, at most `?4` entries.
    struct Count: Sendable {
        /// One statement per probe (SQLite, whose statements are calls into the library).
        let single: String
        /// One statement for a JSON array of probes (PostgreSQL), one count per probe in order.
        let batched: String

        init(_ first: String, _ second: String) {
            let visible = "SELECT 1 FROM question_rank WHERE visible = 1 AND member_bioguide = ?1 AND "
            single = """
                SELECT COUNT(*) FROM (
                    \(visible)\(first)
                    UNION ALL
                    \(visible)\(second)
                    LIMIT ?4) AS counted
                """
            // Each range walks the index in its order and stops at the limit. Why each has its
            // own ORDER BY and LIMIT: without them the planner costs a range by its estimated
            // size, and where its statistics say most counts are equal (a table just loaded, or
            // a new member's questions, all at 0) it estimates hundreds of entries per range,
            // picks a bitmap scan, which reads every entry of the range and then its rows, and
            // a batch's counts took 0.4 ms per upvote instead of a few µs. With the order and the
            // limit it walks the index and stops; only where a member has most of the questions
            // and most counts are that range's (a database of a few members) may it walk the
            // primary key instead, whose rows then mostly match: it stops near the limit too.
            let range = { (condition: String) in
                "(\(visible)\(condition) ORDER BY member_bioguide, upvote_count DESC, question_id LIMIT ?4)"
            }
            let perProbe = """
                SELECT COUNT(*) FROM (
                    \(range(first))
                    UNION ALL
                    \(range(second))
                    LIMIT ?4) AS counted
                """
                .replacingOccurrences(of: "?1", with: "(probe.fields->>0)")
                .replacingOccurrences(of: "?2", with: "(probe.fields->>1)::bigint")
                .replacingOccurrences(of: "?3", with: "(probe.fields->>2)::bigint")
                .replacingOccurrences(of: "?4", with: "(probe.fields->>3)::bigint")
            batched = """
                SELECT (\(perProbe)) FROM json_array_elements(CAST(? AS json)) WITH ORDINALITY AS probe(fields, n)
                ORDER BY probe.n
                """
        }
    }

    /// The counts of `count` for each of `probes`, in order: on SQLite one statement each; on
    /// PostgreSQL one statement for all of them.
    static func counts(_ count: Count, for probes: [PlaceProbe], in tx: any SQLTransaction) throws -> [Int] {
        guard !probes.isEmpty else { return [] }
        guard tx.dialect == .postgres else {
            return try probes.map { probe in
                try tx.value(Int.self, count.single, [probe.member, probe.upvotes, probe.id, probe.limit]) ?? 0
            }
        }
        let list = try JSONListArgument.text(probes)
        let counted = try tx.rows(count.batched, [list]).map { try $0.decode(Int.self, at: 0) }
        guard counted.count == probes.count else {
            throw StorageError.unreadableRow("\(counted.count) place counts for \(probes.count) upvotes")
        }
        return counted
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.unkeyedContainer()
        try fields.encode(member)
        try fields.encode(upvotes)
        try fields.encode(id)
        try fields.encode(limit)
    }
}
