import Foundation
import Testing
@testable import Storage

/// The engines the storage tests of a feature ported to `SQLEngine` (issue 17) run on: each such
/// test takes a `DatabaseKind` argument and opens its database with `makeDatabase()`. Only SQLite
/// is listed until `TownhallDatabase` opens on PostgreSQL with its schema (the other half of
/// issue 17); adding `case postgres` here then runs every one of them on both engines.
enum DatabaseKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite

    var testDescription: String { rawValue }

    /// A new, migrated, empty database on this engine.
    func makeDatabase() async throws -> TownhallDatabase {
        switch self {
        case .sqlite: try TownhallDatabase.temporary()
        }
    }
}
