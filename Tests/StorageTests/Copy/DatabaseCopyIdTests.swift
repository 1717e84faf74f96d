import Foundation
import Testing
@testable import Storage

/// Both engines never give an id twice (SQLite `AUTOINCREMENT`, PostgreSQL identity sequences),
/// and a copy keeps that: after SQLite → PostgreSQL → SQLite, a new question never gets the
/// number of one deleted before the copy.
@Suite("townhall copy: ids given out stay given out")
struct DatabaseCopyIdTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    func ask(by name: String, in database: TownhallDatabase) async throws -> Int64 {
        try await database.ask("from \(name)", to: "P000197", tags: [], by: account(name), at: date).id
    }

    @Test func aQuestionDeletedAtTheTopKeepsItsNumberAcrossCopiesBothWays() async throws {
        let source = try await DatabaseKind.sqlite.makeDatabase()
        try await SeedRows.members([QuestionStorageTests.pelosi], in: source)
        let ids = [try await ask(by: "alice", in: source), try await ask(by: "bob", in: source), try await ask(by: "carol", in: source)]
        #expect(try await source.forget(account("carol")))

        let onPostgres = try await DatabaseKind.postgres.makeDatabase(label: "copyids")
        _ = try await DatabaseCopy.copy(from: source, to: onPostgres)
        let fourth = try await ask(by: "dan", in: onPostgres)
        #expect(fourth == ids[2] + 1, "the deleted question's id \(ids[2]) must not come back")
        #expect(try await onPostgres.forget(account("dan")))

        let back = try TownhallDatabase(path: FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-copyids-\(UUID().uuidString)/townhall.sqlite").path, migrate: false)
        _ = try await DatabaseCopy.copy(from: onPostgres, to: back)
        #expect(try await ask(by: "erin", in: back) == fourth + 1, "the deleted question's id \(fourth) must not come back")
        try await onPostgres.close()
    }
}
