import GRDB

/// The flags of one kind of item (questions, reports) as moderators see them: each flagged
/// item with every reason given, most flagged first, then the oldest item.
enum FlagTally {
    /// `rows` have the item's id in `idColumn` and a `reason`, ordered by item then by flag age.
    static func ranked(_ rows: [Row], idColumn: String, limit: Int) -> [(id: Int64, reasons: [String])] {
        var flagged: [(id: Int64, reasons: [String])] = []
        for row in rows {
            let id: Int64 = row[idColumn]
            if flagged.last?.id != id { flagged.append((id, [])) }
            flagged[flagged.count - 1].reasons.append(row["reason"])
        }
        let ranked = flagged.sorted { ($0.reasons.count, $1.id) > ($1.reasons.count, $0.id) }
        return Array(ranked.prefix(limit))
    }
}
