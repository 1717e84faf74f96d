import Chat
import DatabaseTestSupport
import Foundation
import IRCWire
import Storage
import Testing
@testable import Science
@testable import TownhallApp

/// The quiz keeps one game per channel: on IRC, names that the network's casemapping folds
/// together are one channel; on Matrix, room ids are case-sensitive and two ids that differ
/// only in case are two rooms, each answered under its id exactly as written.
@Suite("Quiz channels per network")
struct QuizChannelFoldingTests {
    /// As the transports fold them (`TransportDirectoryTests` checks theirs): RFC 1459 on an IRC
    /// network whose server has not said otherwise, exactly on Matrix.
    static let channels = ChannelFolding { channel, network in
        network == "matrix" ? channel : IRCCaseMapping.rfc1459.lowercase(channel)
    }
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("how each network's names fold", arguments: [
        ("irc", "#Rocks[1]", "#rocks{1}"),       // RFC 1459 until the server says otherwise
        ("irc", "#ROCKS~", "#rocks^"),
        ("matrix", "!AbCd:Example.org", "!AbCd:Example.org"),
    ])
    func keys(network: String, channel: String, key: String) {
        #expect(Self.channels.key(channel, on: network) == key)
    }

    func start(_ hall: QuizHall, in channel: String, network: String) async throws -> Bool {
        #expect(await hall.stackDeck(["pyrite"]))
        let outcome = try await hall.start(in: channel, network: network, by: ChatSender(nick: "alice", account: "alice"),
                                           rounds: 1, at: now)
        if case .started = outcome { return true }
        return false
    }

    @Test("two Matrix rooms whose ids differ only in case play two quizzes, each answered in its own room", arguments: DatabaseKind.allCases)
    func matrixRoomsAreExact(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        let hall = QuizHall(database: database, channels: Self.channels)
        #expect(try await start(hall, in: "!room:localhost", network: "matrix"))
        #expect(try await start(hall, in: "!ROOM:localhost", network: "matrix"))
        let won = await hall.hear(ChatEvent(network: "matrix", sender: ChatSender(nick: "@bob:localhost", account: "@bob:localhost"),
                                            place: .channel("!ROOM:localhost"), text: "pyrite"), now: now.addingTimeInterval(2))
        #expect(!won.isEmpty && won.allSatisfy { $0.destination == .channel("!ROOM:localhost") })
        let board = try await database.reading { try $0.quizLeaderboard(network: "matrix", channel: "!ROOM:localhost", since: nil, limit: 5) }
        #expect(board.map(\.name) == ["@bob:localhost"])
        #expect(try await database.reading { try $0.quizLeaderboard(network: "matrix", channel: "!room:localhost", since: nil, limit: 5) }.isEmpty)
    }

    @Test("on IRC a second start under another spelling of the channel finds the running quiz", arguments: DatabaseKind.allCases)
    func ircNamesFold(kind: DatabaseKind) async throws {
        let hall = QuizHall(database: try await kind.makeDatabase(label: "app"), channels: Self.channels)
        #expect(try await start(hall, in: "#Rocks[1]", network: "irc"))
        #expect(try await start(hall, in: "#rocks{1}", network: "irc") == false)
    }
}
