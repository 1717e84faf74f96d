import Foundation
import SQLStore

extension TownhallDatabase {
    /// Makes the stored ranking keys use `halfLifeSeconds` (the configured half-life of `top`),
    /// re-keying every report in one transaction when it changed. Cheap once done: the answer is
    /// remembered for the life of this object, so commands can call it before every ranking.
    ///
    /// The check is the process's, not the person's whose command made it: it is written as no
    /// one's (`ReadYourWrites`), so that a person's first `incidents` after a start does not keep
    /// their reads on the primary, away from the standbys, as if they had just written.
    public func useIncidentHalfLife(_ halfLifeSeconds: Double) async throws {
        guard halfLifeSeconds > 0 else { throw StorageError.invalidHalfLife(halfLifeSeconds) }
        if incidentQueues.checkedHalfLife.withLock({ $0 == halfLifeSeconds }) { return }
        try await ReadYourWrites.$account.withValue(nil) {
            try await engine.write { tx in
                guard try Self.incidentHalfLife(in: tx) != halfLifeSeconds else { return }
                try tx.execute("UPDATE incident_ranking SET half_life_seconds = ?", [halfLifeSeconds])
                // The spread trigger copies each new key to the report's district rows.
                try tx.execute("UPDATE incident SET rank_key = incident_rank_key(created_at, like_count, ?)", [halfLifeSeconds])
            }
        }
        // Remembered only after the commit (a retried transaction must not leave it set early).
        incidentQueues.checkedHalfLife.withLock { $0 = halfLifeSeconds }
    }

    static func incidentHalfLife(in tx: any SQLTransaction) throws -> Double {
        try tx.value(Double.self, "SELECT half_life_seconds FROM incident_ranking WHERE id = 1") ?? 21_600
    }
}
