import Chat
import Civic
import DatabaseTestSupport
import Foundation
import Import
@testable import IRCTransport
import Logging
import LoopExecutor
import NIOPosix
@testable import MatrixTransport
import Storage
import Testing
@testable import TownhallApp

/// `admin reload` against a real file: what it applies, what it names for a restart, and a broken
/// file that changes nothing.
@Suite("admin reload")
struct ConfigurationReloaderTests {
    static func yaml(admins: String, prefix: String = "!", rateLimit: Int = 8, dailyUpvotes: Int = 3,
                     routes: String = "{}") -> String {
        """
        database: townhall.sqlite
        networks: [{name: libera, host: 127.0.0.1, nick: townhall, channels: ["#civics"], admins: [\(admins)]}]
        commands: {prefix: "\(prefix)", rate_limit: {commands: \(rateLimit), per_seconds: 60}}
        questions: {daily_upvotes: \(dailyUpvotes)}
        letters: {routes: \(routes)}
        """
    }

    func reloader(_ file: URL, database: TownhallDatabase? = nil, running text: String = Self.yaml(admins: "alice"))
        async throws -> (ConfigurationReloader, ConfiguredPermissions, CivicRules) {
        let running = try ConfigurationLoader.parse(yaml: text)
        let permissions = ConfiguredPermissions(networks: running.networks)
        let rules = CivicRules(questions: running.questions.rules, letters: running.letters.rules)
        let reloader = ConfigurationReloader(path: file.path, running: running, permissions: permissions, rules: rules,
                                             transports: [:], database: try database ?? TownhallDatabase.inMemory(),
                                             logger: Logger(label: "test"))
        return (reloader, permissions, rules)
    }

    func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString).yaml")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("new admins apply at once; a changed prefix is named as waiting for a restart, again at the next reload")
    func appliesAdminsNamesTheRest() async throws {
        let url = try file(Self.yaml(admins: "bob", prefix: "?"))
        let (reloader, permissions, _) = try await reloader(url)
        #expect(await reloader.reload() == .reloaded(applied: ["admins"], needsRestart: ["commands"]))
        #expect(await permissions.isAdmin(network: "libera", account: "bob"))
        #expect(await !permissions.isAdmin(network: "libera", account: "alice"))
        #expect(await reloader.reload() == .reloaded(applied: [], needsRestart: ["commands"]))
    }

    @Test("a broken file changes nothing, and the answer names the key and its line")
    func brokenFileKeepsRunning() async throws {
        let url = try file(Self.yaml(admins: "bob") + "\nquiz: {rounds: many}\n")
        let (reloader, permissions, rules) = try await reloader(url)
        guard case .broken(let error) = await reloader.reload() else {
            Issue.record("a broken file was applied")
            return
        }
        #expect(error.contains("quiz") && error.contains("line 6"), "\(error)")
        #expect(await permissions.isAdmin(network: "libera", account: "alice"))
        #expect(await !permissions.isAdmin(network: "libera", account: "bob"))
        #expect(rules.current.questions.dailyUpvotes == 3)
    }

    @Test("new admins and a changed join_on_invite reach the Matrix transport's invite answer at once")
    func invitesReachTheTransport() async throws {
        func yaml(admins: String, invites: String) -> String {
            """
            database: townhall.sqlite
            networks: [{name: hs, kind: matrix, homeserver: "http://127.0.0.1:1", user_id: "@townhall:localhost",
                        access_token: secret, admins: [\(admins)], join_on_invite: \(invites)}]
            """
        }
        let running = try ConfigurationLoader.parse(yaml: yaml(admins: "\"@alice:localhost\"", invites: "admins"))
        guard case .matrix(let network) = try #require(running.networks.first) else {
            Issue.record("not a Matrix network")
            return
        }
        let database = try TownhallDatabase.inMemory()
        let transport = try MatrixNetworkTransport(configuration: network, database: database, logger: Logger(label: "test"))
        let url = try file(yaml(admins: "\"@alice:localhost\", \"@bob:localhost\"", invites: "never"))
        let reloader = ConfigurationReloader(path: url.path, running: running,
                                             permissions: ConfiguredPermissions(networks: running.networks),
                                             rules: CivicRules(), transports: ["hs": transport], database: database,
                                             logger: Logger(label: "test"))
        #expect(await reloader.reload() == .reloaded(applied: ["admins", "invites"], needsRestart: []))
        #expect(transport.invites.current.admins == ["@alice:localhost", "@bob:localhost"])
        #expect(transport.invites.current.joinOnInvite == .never)
        await transport.shutdown()
    }

    @Test("the rate limit, the upvote budget and the letters' routes change through the running core at once",
          arguments: DatabaseKind.allCases)
    func liveSettingsReachTheCore(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "reload")
        try await DemoData.seed(DemoData.steps(named: ["members", "zips"]) ?? [], into: database)
        let clock = ManualClock()
        let bob = AccountIdentity(network: "libera", name: "bob")
        for question in ["Will you fund trains?", "Will you fund buses?"] {
            _ = try await database.ask(question, to: "P000197", tags: [], by: bob, at: clock.now())
        }
        let running = Self.yaml(admins: "alice", dailyUpvotes: 1)
        let url = try file(running)
        let (reloader, permissions, rules) = try await reloader(url, database: database, running: running)
        let core = TownhallCore.make(database: database,
                                     configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: 8, period: 60)),
                                     clock: clock, permissions: permissions, reloader: reloader, rules: rules)
        await reloader.reconfigure(core)
        func say(_ text: String, as name: String) async -> [String] {
            clock.advance(by: 5)
            let event = ChatEvent(network: "libera", sender: ChatSender(nick: name, account: name), place: .direct, text: text)
            return await core.handle(event).map(\.text)
        }
        #expect(await say("up Q1", as: "carol") == ["Upvoted Q1 (1 upvote now). That was your last upvote today."])
        #expect(await say("up Q2", as: "carol").first?.hasPrefix("You have used your 1 upvote for today") == true)

        try Self.yaml(admins: "alice", rateLimit: 3, dailyUpvotes: 3, routes: "{S001150: schiff@example.org}")
            .write(to: url, atomically: true, encoding: .utf8)
        #expect(await say("admin reload", as: "alice") == [
            "Read the configuration file again: changed now: commands.rate_limit, questions.daily_upvotes, letters.routes."])
        #expect(await core.rateLimit == RateLimitPolicy(commands: 3, period: 60))
        #expect(rules.current.letters.routes == ["S001150": "schiff@example.org"])
        // the budget is counted in the database: the one upvote spent today leaves two of three
        #expect(await say("up Q2", as: "carol") == ["Upvoted Q2 (1 upvote now). You have 1 left today."])
        // carol's two commands before the reload count against the new limit of three a minute
        #expect(await say("ping", as: "carol").first?.hasPrefix("You are sending commands too fast") == true)
        #expect(await say("ping", as: "dave") == ["pong"])
    }

    @Test("an IRC network's limits: reach its running connection's command queue at once; tracked_strangers waits for a restart")
    func commandLimitsReachTheConnection() async throws {
        func yaml(limits: String) -> String {
            """
            database: townhall.sqlite
            networks: [{name: libera, host: 127.0.0.1, nick: townhall, admins: [alice], limits: {\(limits)}}]
            """
        }
        let running = try ConfigurationLoader.parse(yaml: yaml(limits: "running: 4, busy_after: 3"))
        guard case .irc(let network) = try #require(running.networks.first) else {
            Issue.record("not an IRC network")
            return
        }
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let transport = IRCNetworkTransport(configuration: network, renderer: running.formatting.ircRenderer,
                                            logger: Logger(label: "test"), loop: loop, executor: EventLoopExecutor(loop))
        #expect(await transport.lanes.limits.running == 4)
        let url = try file(yaml(limits: "running: 2, busy_after: 5, hold_reading_at: 40, release_reading_at: 20"))
        let reloader = ConfigurationReloader(path: url.path, running: running,
                                             permissions: ConfiguredPermissions(networks: running.networks),
                                             rules: CivicRules(), transports: ["libera": transport],
                                             database: try TownhallDatabase.inMemory(), logger: Logger(label: "test"))
        #expect(await reloader.reload() == .reloaded(applied: ["limits"], needsRestart: []))
        let limits = await transport.lanes.limits
        #expect((limits.running, limits.busyAfter, limits.holdReadingAt, limits.releaseReadingAt) == (2, 5, 40, 20))

        try yaml(limits: "running: 2, busy_after: 5, hold_reading_at: 40, release_reading_at: 20, tracked_strangers: 10")
            .write(to: url, atomically: true, encoding: .utf8)
        #expect(await reloader.reload() == .reloaded(applied: [], needsRestart: ["networks"]))
        #expect(await transport.lanes.limits.running == 2)
    }
}
