import Foundation
import GRDB

extension ReadSnapshot {
    /// The columns `Incident(row:)` reads, from `incident i`.
    static let incidentColumns = """
        SELECT i.id, i.kind, i.zip, i.text, i.image_url, i.created_at, i.like_count, i.hidden_reason,
            (SELECT group_concat(d.state || '-' || d.district, ' ') FROM incident_district d WHERE d.incident_id = i.id)
                AS district_list
        FROM incident i
        """

    /// Report `id`, hidden or not; nil if there is none.
    public func incident(_ id: Int64) throws -> Incident? {
        try Incident.fetchOne(db.cachedStatement(sql: Self.incidentColumns + " WHERE i.id = ?"), arguments: [id])
    }

    /// The reports `ids`, hidden or not, in no particular order.
    func incidents(_ ids: [Int64]) throws -> [Int64: Incident] {
        guard !ids.isEmpty else { return [:] }
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        let found = try Incident.fetchAll(db, sql: Self.incidentColumns + " WHERE i.id IN (\(marks))",
                                          arguments: StatementArguments(ids))
        return Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Comments under report `id`, oldest first.
    public func incidentComments(_ id: Int64) throws -> [IncidentComment] {
        try Row.fetchAll(db.cachedStatement(sql: """
            SELECT account.name, c.text, c.created_at FROM incident_comment c
            JOIN account ON account.id = c.author_id
            WHERE c.incident_id = ? ORDER BY c.id
            """), arguments: [id]).map { IncidentComment(authorName: $0[0], text: $0[1], createdAt: $0[2]) }
    }

    /// Visible reports with flags, most flagged first, each with its reasons oldest first.
    public func flaggedIncidents(limit: Int = 100) throws -> [FlaggedIncident] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT f.incident_id, f.reason FROM incident_flag f
            JOIN incident i ON i.id = f.incident_id
            WHERE i.hidden_reason IS NULL
            ORDER BY f.incident_id, f.created_at, f.account_id
            """)
        return FlagTally.ranked(rows, idColumn: "incident_id", limit: limit).map { entry in
            FlaggedIncident(incidentID: entry.id, flags: entry.reasons.count, reasons: entry.reasons)
        }
    }
}
