import Foundation
import SQLStore

extension ReadSnapshot {
    /// The columns `Incident(row:)` reads, from `incident i`: the districts gathered into one
    /// space-separated text by each engine's own aggregate.
    static func incidentColumns(_ dialect: SQLDialect) -> String {
        switch dialect {
        case .sqlite: incidentColumnsSQLite
        case .postgres: incidentColumnsPostgres
        }
    }

    private static func incidentColumns(districts: String) -> String {
        """
        SELECT i.id, i.kind, i.zip, i.text, i.image_url, i.created_at, i.like_count, i.hidden_reason,
            (SELECT \(districts) FROM incident_district d WHERE d.incident_id = i.id) AS district_list
        FROM incident i
        """
    }

    // Built once: the SQLite engine caches statements by their text.
    private static let incidentColumnsSQLite = incidentColumns(districts: "group_concat(d.state || '-' || d.district, ' ')")
    private static let incidentColumnsPostgres = incidentColumns(
        districts: "string_agg(d.state || '-' || d.district, ' ' ORDER BY d.state, d.district)")

    /// Report `id`, hidden or not; nil if there is none.
    public func incident(_ id: Int64) throws -> Incident? {
        try tx.row(Self.incidentColumns(tx.dialect) + " WHERE i.id = ?", [id]).map(Incident.init(row:))
    }

    /// The reports `ids`, hidden or not, in no particular order.
    func incidents(_ ids: [Int64]) throws -> [Int64: Incident] {
        guard !ids.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        let found = try tx.rows(Self.incidentColumns(tx.dialect) + " WHERE i.id IN (\(marks))", ids).map(Incident.init(row:))
        return Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Visible reports with flags, most flagged first, each with its reasons oldest first.
    public func flaggedIncidents(limit: Int = 100) throws -> [FlaggedIncident] {
        try flaggedItems(of: .reportFlag, limit: limit).map { item in
            FlaggedIncident(incidentID: item.id, flags: item.flags, reasons: item.reasons)
        }
    }
}

extension ReadSnapshot {
    /// `account`'s own visible reports, newest first (`incidents mine`).
    public func incidents(reportedBy account: AccountIdentity, limit: Int) throws -> [Incident] {
        let ids = try tx.rows("""
            SELECT i.id FROM incident i JOIN account a ON a.id = i.reporter_id
            WHERE a.network = ? AND a.name = ? AND i.hidden_reason IS NULL ORDER BY i.id DESC LIMIT ?
            """, [account.network, account.name, limit]).map { try $0.decode(Int64.self, at: 0) }
        let found = try incidents(ids)
        return ids.compactMap { found[$0] }
    }

    /// How many visible reports `account` filed: the count `profile` shows beside `incidents mine`.
    public func incidentCount(reportedBy account: AccountIdentity) throws -> Int {
        try tx.value(Int.self, """
            SELECT COUNT(*) FROM incident i JOIN account a ON a.id = i.reporter_id
            WHERE a.network = ? AND a.name = ? AND i.hidden_reason IS NULL
            """, [account.network, account.name]) ?? 0
    }
}
