import Foundation
@testable import SQLStore
@testable import Storage

/// Rows the Questions and Incidents tests need from features not yet on `SQLEngine` (members and
/// the ZIP table, whose importers are ported separately, issue 17), written with plain SQL so the
/// tests run on both engines.
enum SeedRows {
    /// The columns of `member` these tests read; the others stay NULL or their default.
    static func members(_ members: [Member], in database: TownhallDatabase) async throws {
        try await database.engine.write { tx in
            for member in members {
                try tx.execute("""
                    INSERT INTO member (bioguide_id, first_name, last_name, chamber, state, district, party)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """, [member.bioguideID, member.firstName, member.lastName, member.chamber.rawValue, member.state,
                          member.district, member.party])
            }
        }
    }

    static func zipDistricts(_ rows: [ZipDistrict], in database: TownhallDatabase) async throws {
        try await database.engine.write { tx in
            for row in rows {
                try tx.execute("INSERT INTO zip_district (zcta, state, state_fips, district) VALUES (?, ?, ?, ?)",
                               [row.zcta, row.state, row.stateFIPS, row.districtNumber])
            }
        }
    }
}

extension TownhallDatabase {
    /// Another `TownhallDatabase` on the same database, as a second bot process would open it:
    /// its own connection pool on the same SQLite file, or its own engine on the same PostgreSQL.
    func secondProcess() throws -> TownhallDatabase {
        if let postgres {
            return TownhallDatabase(postgres: try PostgresEngine(location: postgres, maxConnections: 2))
        }
        guard let path else { throw StorageError.rowVanished("the file of a database in memory") }
        return try TownhallDatabase(path: path)
    }
}
