import Chat
import Civic
import Import
import Foundation
import PostgresTestServer
@testable import Storage
import Testing
@testable import TownhallApp

/// A shared PostgreSQL database that goes away mid-run, through the real core: a command that
/// needs it answers in one line that the database can't be reached (no crash, no "something went
/// wrong"), and once the server is back the same command works on new connections, with what was
/// acknowledged before still there.
@Suite("The shared database goes away and comes back")
struct DatabaseAwayTests {
    @Test func aCommandWhileTheServerIsGoneSaysSoAndWorksOnceItIsBack() async throws {
        // a server of its own (two ports past the shared test server's, PostgresConflictTests has
        // the next one), since this test stops it
        let server = PostgresTestServer(name: "away", port: PostgresTestServer.shared.port + 2)
        let database = try await TownhallDatabase.open(postgres: server.freshDatabaseURL(label: "away"),
                                                       password: server.info().password, maxConnections: 2)
        #expect(try await DataSetupLine.run("demo", database: database, root: packageRoot()))
        let clock = ManualClock()
        let core = TownhallCore.make(database: database, configuration: ChatConfiguration(), clock: clock)
        func say(_ text: String, as account: String) async -> [String] {
            clock.advance(by: 1)
            let event = ChatEvent(network: "away", sender: ChatSender(nick: account, account: account), place: .direct, text: text)
            return await core.handle(event).map(\.text)
        }
        let alice = AccountIdentity(network: "away", name: "alice")

        #expect(await say("zip 94110", as: "alice").first?.hasPrefix("Saved your ZIP 94110") == true)
        try await server.stop()
        #expect(await say("zip 94110", as: "bob") == [StorageFailureText.databaseUnreachable])
        #expect(await say("reps", as: "alice") == [StorageFailureText.databaseUnreachable])

        _ = try await server.info()
        let back = await say("zip 94110", as: "bob")
        #expect(back.first?.hasPrefix("Saved your ZIP 94110") == true, "\(back)")
        #expect(try await database.reading { try $0.profile(of: alice) }?.zip == "94110")
        #expect(try await database.reading { try $0.profile(of: AccountIdentity(network: "away", name: "bob")) }?.zip == "94110")
        try await database.close()
        try await server.stop()
    }
}
