import Chat
import DatabaseTestSupport
import Foundation
import Import
import PostgresTestServer
@testable import SQLStore
@testable import Storage
import Testing
import TownhallApp

/// An answer to a question the bot asked in a DM writes as a command does (here the ZIP typed
/// when `draft` asks for one), and it keeps that person's reads on the primary as a command's
/// write does: with the standby's replay paused, their `top` right after finds the ZIP the
/// standby has not replayed, while another person's stale-allowed read of the same profile is
/// served by the standby without it. On a real pg_auto_failover cluster, through the real core.
@Suite("A dialogue's answer keeps the person's reads on the primary", .serialized)
struct DialogueStandbyReadTests {
    /// A cluster of its own, clear of the other failover suites (20, 30, 50 and 60 above the
    /// shared server) and of the failover benchmark's (80).
    static let cluster = PostgresFailoverCluster(name: "failover-dialogue-reads", monitorPort: PostgresTestServer.shared.port + 70)

    @Test("a ZIP given in answer to draft's question is read back by top from the primary")
    func dialogueAnswerIsReadBackFromThePrimary() async throws {
        do {
            let info = try await Self.cluster.info()
            let primary = try #require(try await Self.cluster.primaryPort())
            let standby = try #require(info.nodePorts.first { $0 != primary })
            let replica = try PostgresLocation(url: "postgres://townhall@127.0.0.1:\(standby)/townhall?sslmode=disable",
                                               password: info.password)
            // a bound no pause here reaches: the paused standby stays in use for everyone else
            let database = try await TownhallDatabase.open(
                postgres: info.url, password: info.password,
                readReplicas: ReadReplicaSettings(replicas: [replica], maxLag: .seconds(3600), checkInterval: .zero))
            #expect(try await DataSetupLine.run("demo", database: database, root: packageRoot()))
            let clock = ManualClock()
            let core = TownhallCore.make(database: database, configuration: ChatConfiguration(), clock: clock)
            func say(_ text: String, as account: String) async -> [String] {
                clock.advance(by: 1)
                let event = ChatEvent(network: "standby", sender: ChatSender(nick: account, account: account), place: .direct,
                                      text: text)
                return await core.handle(event).map(\.text)
            }
            let alice = AccountIdentity(network: "standby", name: "alice"), bob = AccountIdentity(network: "standby", name: "bob")
            try await StandbyReplay.awaitEverywhere(on: database.engine)
            try await Self.cluster.pauseStandbyReplay()
            do {
                let asked = await say("draft", as: "alice")
                #expect(asked.first?.contains("I don't know your ZIP") == true, "\(asked)")
                let answered = await say("94110", as: "alice")
                #expect(answered.first?.hasPrefix("Saved your ZIP 94110") == true, "\(answered)")
                #expect(await say("cancel", as: "alice").count == 1)
                let top = await say("top", as: "alice")
                #expect(top.contains { $0.hasPrefix("Sen. Adam B. Schiff") }, "alice's top did not find her ZIP: \(top)")
                // the standby has not replayed her ZIP: a read that may lag for someone else shows it
                let zipSeenByBob = try await database.reading(mayLagFor: bob) { try $0.profile(of: alice)?.zip }
                #expect(zipSeenByBob == nil, "bob's read did not go to the paused standby")
            } catch {
                try await Self.cluster.resumeStandbyReplay()
                throw error
            }
            try await Self.cluster.resumeStandbyReplay()
            try await database.close()
            try await Self.cluster.stop()
        } catch {
            print("DialogueStandbyReadTests: the cluster went through\n\((try? await Self.cluster.events()) ?? "(the monitor did not answer)")")
            try? await Self.cluster.stop()
            throw error
        }
    }
}
