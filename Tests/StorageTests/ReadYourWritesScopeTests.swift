import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// Which writes keep a person's reads on the primary (`ReadYourWrites`): their own acknowledged
/// writes, not what the process writes for itself while serving their command.
@Suite("Read-your-writes: whose write a write is")
struct ReadYourWritesScopeTests {
    /// A person's first `incidents` after a start makes the half-life check, a write; it is the
    /// process's, so it leaves that person's stale-allowed reads free to go to a standby, while a
    /// write of their own, in the same scope, keeps them on the primary.
    @Test func theHalfLifeCheckIsNotThePersonsWrite() async throws {
        let database = try await DatabaseKind.postgres.makeDatabase(label: "readyourwrites")
        ReadYourWrites.startTracking()
        let person = AccountIdentity(network: "test", name: "reader-\(UUID().uuidString.prefix(8))")
        let key = TownhallDatabase.readerKey(person)
        try await TownhallDatabase.acting(for: person) {
            try await database.useIncidentHalfLife(3_600)
        }
        #expect(!ReadYourWrites.wroteRecently(key, within: .seconds(600)))
        try await TownhallDatabase.acting(for: person) {
            try await database.engine.write { tx in
                try tx.execute("INSERT INTO account (network, name, created_at) VALUES (?, ?, ?)",
                               [person.network, person.name, Date()])
            }
        }
        #expect(ReadYourWrites.wroteRecently(key, within: .seconds(600)))
        try await database.close()
    }
}
