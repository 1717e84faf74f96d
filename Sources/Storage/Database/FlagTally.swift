import SQLStore

/// The flags of one kind of item (questions, reports) as moderators see them: each flagged
/// item with every reason given, most flagged first, then the oldest item.
enum FlagTally {
    /// `rows` (either engine) have the item's id in `idColumn` and a `reason`, ordered by item
    /// then by flag age.
    static func ranked(_ rows: [SQLRow], idColumn: String, limit: Int) throws -> [(id: Int64, reasons: [String])] {
        var flagged: [(id: Int64, reasons: [String])] = []
        for row in rows {
            let id = try row.decode(Int64.self, idColumn)
            if flagged.last?.id != id { flagged.append((id, [])) }
            flagged[flagged.count - 1].reasons.append(try row.decode(String.self, "reason"))
        }
        return top(flagged, limit: limit)
    }

    /// Most flagged first, then the oldest item.
    private static func top(_ flagged: [(id: Int64, reasons: [String])], limit: Int) -> [(id: Int64, reasons: [String])] {
        let ranked = flagged.sorted { ($0.reasons.count, $1.id) > ($1.reasons.count, $0.id) }
        return Array(ranked.prefix(limit))
    }
}
