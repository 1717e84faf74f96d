import Foundation
import GRDB

/// The time-independent part of a report's `top` score, in base-2 logarithm:
/// log2(likes + 1) + created / half-life. Two reports compare by score exactly as they compare
/// by key plus log2(nearness), whatever the time now (see `IncidentsSchema.v4Incidents`).
enum IncidentRankKey {
    static func key(createdAt: Date, likes: Int, halfLifeSeconds: Double) -> Double {
        createdAt.timeIntervalSince1970 / halfLifeSeconds + log2(Double(max(0, likes) + 1))
    }

    /// `incident_rank_key(created_at, likes, half_life_seconds)` for the like triggers. Every
    /// connection registers it (`TownhallDatabase.configuration`); it returns NULL — which the
    /// NOT NULL column refuses, rolling the write back — rather than guess on bad input.
    static let function = DatabaseFunction("incident_rank_key", argumentCount: 3, pure: true) { values in
        guard let createdAt = Date.fromDatabaseValue(values[0]), let likes = Int.fromDatabaseValue(values[1]),
              let halfLife = Double.fromDatabaseValue(values[2]), halfLife > 0 else { return nil }
        return key(createdAt: createdAt, likes: likes, halfLifeSeconds: halfLife)
    }
}
