import Foundation
import GRDB

extension TownhallDatabase {
    /// Makes the stored ranking keys use `halfLifeSeconds` (the configured half-life of `top`),
    /// re-keying every report in one transaction when it changed. Cheap once done: the answer is
    /// remembered for the life of this object, so commands can call it before every ranking.
    public func useIncidentHalfLife(_ halfLifeSeconds: Double) async throws {
        guard halfLifeSeconds > 0 else { throw StorageError.invalidHalfLife(halfLifeSeconds) }
        if incidentQueues.checkedHalfLife.withLock({ $0 == halfLifeSeconds }) { return }
        try await writer.write { db in
            guard try Self.incidentHalfLife(in: db) != halfLifeSeconds else { return }
            try db.execute(sql: "UPDATE incident_ranking SET half_life_seconds = ?", arguments: [halfLifeSeconds])
            // The spread trigger copies each new key to the report's district rows.
            try db.execute(sql: "UPDATE incident SET rank_key = incident_rank_key(created_at, like_count, ?)",
                           arguments: [halfLifeSeconds])
        }
        incidentQueues.checkedHalfLife.withLock { $0 = halfLifeSeconds }
    }

    static func incidentHalfLife(in db: Database) throws -> Double {
        try Double.fetchOne(db.cachedStatement(sql: "SELECT half_life_seconds FROM incident_ranking WHERE id = 1")) ?? 21_600
    }
}
