import Chat
import DatabaseTestSupport
import Logging
import LoopExecutor
import NIOCore
import NIOPosix
import Telemetry
import Testing
@testable import MatrixTransport
@testable import TownhallApp

/// How a name typed in a command (`profile alice`, `profile @alice:example.org`) becomes the
/// account it stands for: each network's transport answers for its own network.
@Suite("Names on each network")
struct TransportDirectoryTests {
    @Test("on Matrix a user ID stands for itself and a localpart for that user on the bot's homeserver", arguments: [
        ("alice", "@alice:example.org"),
        ("@alice:example.org", "@alice:example.org"),
        ("@bob:other.example:8448", "@bob:other.example:8448"),
        ("carol.d-2", "@carol.d-2:example.org"),
    ])
    func namesThatAreUsers(name: String, user: String) {
        #expect(MatrixNetworkTransport.user(named: name, homeserver: "example.org") == user)
    }

    @Test("display names and bad IDs stand for no one on Matrix",
          arguments: ["Alice", "Alice Smith", "@alice", "@:example.org", "@alice:", "@Alice:example.org", ""])
    func namesThatAreNot(name: String) {
        #expect(MatrixNetworkTransport.user(named: name, homeserver: "example.org") == nil)
    }

    static let yaml = """
        database: townhall.sqlite
        networks:
          - {name: libera, host: 127.0.0.1, nick: townhall}
          - {name: matrix, kind: matrix, homeserver: "http://127.0.0.1:8008", user_id: "@townhall:example.org", access_token: t}
        """

    @Test("each network's transport is asked about its own names, and channel names fold its own way")
    func eachNetworkAnswersForItself() async throws {
        let configuration = try ConfigurationLoader.parse(yaml: Self.yaml, environment: [:])
        let database = try await DatabaseKind.sqlite.makeDatabase(label: "app")
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let health = NetworkHealthRecorder(networks: configuration.networks.map(\.name),
                                           board: ReadinessBoard(networks: []) { nil })
        let transports = try configuration.networks.map { network in
            try network.makeTransport(TransportResources(
                database: database, logger: Logger(label: "test"), loop: loop, executor: EventLoopExecutor(loop),
                formatting: configuration.formatting, whenStartIsOver: {}, connectionListener: health))
        }
        let directory = TransportDirectory(transports: Dictionary(uniqueKeysWithValues: transports.map { ($0.network, $0) }))
        #expect(await directory.account(forNick: "alice", network: "matrix") == "@alice:example.org")
        // nobody is logged in as "alice" on an IRC network the bot has not joined
        #expect(await directory.account(forNick: "alice", network: "libera") == nil)
        #expect(await directory.account(forNick: "alice", network: "oftc") == nil)
        let folds = transports.map { $0.foldChannel("#Rocks[1]") }
        #expect(folds == ["#rocks{1}", "#Rocks[1]"])
        for transport in transports { await transport.shutdown() }
    }
}
