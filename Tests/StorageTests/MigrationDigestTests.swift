import Crypto
import Foundation
@testable import Storage
import Testing

/// Shipped migrations are never edited (see `StorageMigrations`): this suite compares a SHA-256 of
/// every migration's SQL, per engine, with the digests checked in beside it (`MigrationDigests`).
/// An edited body fails with the migration's name; a new migration fails with the exact line to
/// add to `MigrationDigests.shipped`.
@Suite("Migration digests")
struct MigrationDigestTests {
    /// What each migration's SQLite body runs, as GRDB traces it (`ShippedMigrations`).
    static func sqliteDigests() throws -> [String: String] {
        try ShippedMigrations.tracedSQLiteStatements().mapValues(digest)
    }

    static func postgresDigests() -> [String: String] {
        Dictionary(uniqueKeysWithValues: StorageMigrations.ordered.map { ($0.name, digest($0.postgres)) })
    }

    /// SHA-256 of the statements, each ended by a NUL so two statements never read as one.
    static func digest(_ statements: [String]) -> String {
        SHA256.hash(data: Data(statements.map { $0 + "\u{0}" }.joined().utf8)).map { String(format: "%02x", $0) }.joined()
    }

    @Test func everyShippedMigrationIsAsItLanded() throws {
        let sqlite = try Self.sqliteDigests(), postgres = Self.postgresDigests()
        let shipped = Dictionary(uniqueKeysWithValues: MigrationDigests.shipped.map { ($0.name, $0) })
        for migration in StorageMigrations.ordered {
            guard let line = shipped[migration.name] else {
                Issue.record("""
                    \(migration.name) is a new migration: add this line at the end of MigrationDigests.shipped \
                    (Tests/StorageTests/MigrationDigests.swift):
                            ("\(migration.name)", sqlite: "\(sqlite[migration.name] ?? "")", postgres: "\(postgres[migration.name] ?? "")"),
                    """)
                continue
            }
            #expect(line.sqlite == sqlite[migration.name],
                    "\(migration.name) changed on SQLite after it shipped: restore its body and append a new migration instead")
            #expect(line.postgres == postgres[migration.name],
                    "\(migration.name) changed on PostgreSQL after it shipped: restore its body and append a new migration instead")
        }
        let gone = Set(shipped.keys).subtracting(StorageMigrations.names).sorted()
        #expect(gone.isEmpty, "shipped migrations renamed or removed: \(gone) (databases have run them; keep them)")
        #expect(MigrationDigests.shipped.map(\.name) == StorageMigrations.names.filter { shipped[$0] != nil },
                "MigrationDigests.shipped is in the order of StorageMigrations.ordered")
    }

    /// The golden test sees an edit: the same digests with one statement changed differ.
    @Test func anEditedBodyChangesItsDigest() throws {
        let body = try #require(StorageMigrations.ordered.first { $0.name == "v5-letters-templates" }).postgres
        var edited = body
        edited[3] = edited[3].replacingOccurrences(of: "letter_template_likes", with: "letter_template_likes2")
        #expect(Self.digest(body) != Self.digest(edited))
        #expect(Self.digest(body) == Self.postgresDigests()["v5-letters-templates"])
    }
}
