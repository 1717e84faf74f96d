import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Import
import MatrixTestServer
import Storage
import Testing
import TownhallApp

extension MatrixBotTests {
    static let ircNetwork = TestNetwork(name: "mixed", basePort: 16_667,
                                        accounts: ["bot": "botpass123", "alice": "alicepass123"])

    /// One `serve` with an IRC network and a Matrix homeserver: one core, one database.
    static func mixedYAML(irc: TestNetwork.Info, matrix: MatrixTestServer.Info, databasePath: String) -> String {
        RunningMatrixBot.yaml(matrix, databasePath: databasePath, moreNetworks: """
              - name: irc
                host: \(irc.host)
                port: \(irc.tlsPort)
                tls_server_name: localhost
                ca_file: \(irc.caFile)
                nick: townhall
                sasl: {mechanism: PLAIN, account: bot, password_env: TEST_MATRIX_BOT_PASSWORD}
                admins: [alice]
                reconnect: {min_seconds: 0.5, max_seconds: 2}
            """)
    }

    /// On both engines: every room is new, so the second run reads none of the first one's replies.
    @Test("IRC and Matrix from one process: a question asked on IRC, answered on Matrix; each alert on its own network",
          arguments: DatabaseKind.allCases)
    func ircAndMatrix(kind: DatabaseKind) async throws {
        let irc = try await Self.ircNetwork.info()
        let info = try await Self.server.info()
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        try await RunningBot.seedIfNew(databasePath)
        // the IRC bot account's password is the Matrix bot's too (botpass123)
        let configuration = try ConfigurationLoader.parse(
            yaml: Self.mixedYAML(irc: irc, matrix: info, databasePath: databasePath),
            environment: try await RunningBot.databaseEnvironment(for: databasePath)
                .merging(["TEST_MATRIX_BOT_PASSWORD": "botpass123"]) { $1 })
        #expect(configuration.networks.map(\.name) == ["matrix", "irc"])
        let bot = RunningBot(configuration: configuration, service: BotService(configuration: configuration))
        let people = People(info: irc, accounts: Self.ircNetwork.accounts)
        defer { people.stopAll() }
        let matrixAlice = try await Self.user("alice", on: info)
        let bob = try await Self.user("bob", on: info)
        let carol = try await Self.user("carol", on: info)
        do {
            let ircAlice = try await people.start("alice")
            try await ircAlice.waitForBot()
            try await ircAlice.ask("ask Pelosi Will you hold a town hall in the Mission?", expecting: "Asked Q1{*}")
            let carolDM = try await Self.directRoom(of: carol)
            try await carol.say("follow Pelosi", in: carolDM)
            try await carol.wait("the follow") { _ in carol.botMessages(in: carolDM).contains { $0.body.hasPrefix("You now follow") } }
            let aliceDM = try await Self.directRoom(of: matrixAlice)
            try await matrixAlice.say("admin verify @bob:localhost P000197 staff", in: aliceDM)
            try await matrixAlice.wait("the verification") { _ in
                matrixAlice.botMessages(in: aliceDM).contains { $0.body.hasPrefix("Verified") }
            }
            let bobDM = try await Self.directRoom(of: bob)
            try await bob.say("answer Q1 Yes, on March 3rd at the library.", in: bobDM)
            try await bob.wait("the answer") { _ in bob.botMessages(in: bobDM).contains { $0.body.hasPrefix("Your answer to Q1 is public") } }
            // the asker is an IRC account: reached on IRC; the follower on Matrix
            try await ircAlice.waitForDM(containing: "answered Q1")
            try await carol.wait("the follower's alert") { _ in carol.botMessages(in: carolDM).contains { $0.body.contains("answered Q1") } }
            // Matrix alice is someone else: she asked nothing and follows no one, so she hears nothing of it
            #expect(!matrixAlice.botMessages(in: aliceDM).contains { $0.body.contains("answered Q1") })
        } catch {
            for person in [matrixAlice, bob, carol] { await person.close() }
            await bot.stop(); throw error
        }
        for person in [matrixAlice, bob, carol] { await person.close() }
        await bot.stop()
    }
}
