import Chat
import DatabaseTestSupport
import Foundation
import Storage
import Testing
@testable import Science

/// The quiz hall on a real database: points stored as they are won, two channels at once,
/// many answers at the same moment, a restart in the middle.
@Suite("Quiz hall")
struct QuizHallTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let network = "testnet"

    func event(_ text: String, from nick: String, account: String? = nil, in channel: String) -> ChatEvent {
        ChatEvent(network: Self.network, sender: ChatSender(nick: nick, account: account), place: .channel(channel), text: text)
    }

    func started(_ hall: QuizHall, in channel: String, deck: [String], by nick: String = "alice") async throws {
        #expect(await hall.stackDeck(deck))
        let outcome = try await hall.start(in: channel, network: Self.network, by: ChatSender(nick: nick, account: nick),
                                           rounds: deck.count, at: start)
        guard case .started = outcome else { Issue.record("quiz did not start: \(outcome)"); return }
    }

    func board(_ database: TownhallDatabase, channel: String? = nil) async throws -> [QuizStanding] {
        try await database.reading { try $0.quizLeaderboard(network: Self.network, channel: channel, since: nil, limit: 10) }
    }

    @Test("ten players answering the same round at the same moment: one winner, one stored win", arguments: DatabaseKind.allCases)
    func oneWinnerAmongMany(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "civic")
        let hall = QuizHall(database: database)
        try await started(hall, in: "#rocks", deck: ["pyrite", "quartz"])
        let replies = await withTaskGroup(of: [ChatReply].self) { group in
            for player in 0..<10 {
                group.addTask {
                    await hall.hear(self.event("pyrite", from: "p\(player)", account: "p\(player)", in: "#rocks"),
                                    now: self.start.addingTimeInterval(3))
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(replies.filter { $0.text.contains("found it") }.count == 1)
        #expect(replies.filter { $0.text.hasPrefix("Round 2/2") }.count == 1)
        let standings = try await board(database)
        #expect(standings.count == 1 && standings[0].points == 10 && standings[0].wins == 1)
    }

    @Test("a quiz in an upgraded room plays on in its replacement; one in a room the bot was put out of ends",
          arguments: DatabaseKind.allCases)
    func roomsThatChange(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "civic")
        let hall = QuizHall(database: database, channels: .exact)
        try await started(hall, in: "!old:hs", deck: ["galena"])
        await hall.channelMoved(from: "!old:hs", to: "!new:hs", network: Self.network, at: start)
        #expect(await hall.hear(event("galena", from: "dave", account: "dave", in: "!old:hs"), now: start.addingTimeInterval(2)).isEmpty)
        let won = await hall.hear(event("galena", from: "dave", account: "dave", in: "!new:hs"), now: start.addingTimeInterval(3))
        #expect(won.first?.destination == .channel("!new:hs") && won.first?.text.contains("dave found it") == true)
        try await started(hall, in: "!kicked:hs", deck: ["quartz"])
        await hall.channelLost("!kicked:hs", network: Self.network, at: start)
        #expect(await hall.hear(event("quartz", from: "erin", account: "erin", in: "!kicked:hs"), now: start.addingTimeInterval(2)).isEmpty)
        #expect(await hall.due(at: start.addingTimeInterval(3_600)).isEmpty)
    }

    @Test("two channels play at once, each with its own minerals and points", arguments: DatabaseKind.allCases)
    func twoChannels(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "civic")
        let hall = QuizHall(database: database)
        try await started(hall, in: "#rocks", deck: ["galena"])
        try await started(hall, in: "#Minerals", deck: ["calcite"], by: "bob")
        #expect(await hall.hear(event("calcite", from: "carol", account: "carol", in: "#rocks"), now: start).isEmpty)
        let minerals = await hall.hear(event("calcite", from: "carol", account: "carol", in: "#minerals"), now: start.addingTimeInterval(1))
        #expect(minerals.map(\.destination) == [.channel("#Minerals"), .channel("#Minerals")])
        let rocks = await hall.hear(event("galena", from: "dave", account: "dave", in: "#rocks"), now: start.addingTimeInterval(7))
        #expect(rocks.first?.text == "dave found it in 7 s: Galena (+9).")
        // points are kept under the channel's key: by default A–Z folded, as on IRC
        #expect(try await board(database, channel: "#minerals").map(\.name) == ["carol"])
        #expect(try await board(database, channel: "#rocks").map(\.name) == ["dave"])
        #expect(try await database.reading { try $0.openQuizRunCount() } == 0)
    }

    @Test("without an account: wins are announced, not stored, and the player is told once", arguments: DatabaseKind.allCases)
    func noAccount(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "civic")
        let hall = QuizHall(database: database)
        try await started(hall, in: "#rocks", deck: ["pyrite", "quartz", "galena"])
        let first = await hall.hear(event("pyrite", from: "guest", in: "#rocks"), now: start)
        #expect(first.filter { $0.destination == .direct(nick: "guest") }.count == 1)
        let second = await hall.hear(event("quartz", from: "guest", in: "#rocks"), now: start.addingTimeInterval(1))
        #expect(second.filter { $0.destination == .direct(nick: "guest") }.isEmpty)
        #expect(second.first?.text.contains("not kept") == true)
        #expect(try await board(database).isEmpty)
    }

    @Test("a quiz cut off by a restart: its stored points stay and its run is closed at the next start", arguments: DatabaseKind.allCases)
    func restart(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "civic")
        let before = QuizHall(database: database)
        try await started(before, in: "#rocks", deck: ["pyrite", "quartz", "galena"])
        _ = await before.hear(event("pyrite", from: "alice", account: "alice", in: "#rocks"), now: start.addingTimeInterval(1))
        #expect(try await database.reading { try $0.openQuizRunCount() } == 1)
        // the process stops here; a new one starts on the same database
        let after = QuizHall(database: database)
        #expect(try await after.closeInterrupted(at: start.addingTimeInterval(100)) == 1)
        #expect(try await database.reading { try $0.openQuizRunCount() } == 0)
        #expect(try await board(database).map(\.points) == [10])
        // and a new quiz can start in the same channel
        try await started(after, in: "#rocks", deck: ["quartz"])
    }

    @Test("only the starter, an operator or an admin stops a quiz", arguments: DatabaseKind.allCases)
    func stopRights(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "civic")
        let hall = QuizHall(database: database)
        try await started(hall, in: "#rocks", deck: ["quartz"])
        let stranger = await hall.stop(in: "#rocks", network: Self.network, by: ChatSender(nick: "mallory", account: "mallory"),
                                       isOperatorOrAdmin: false, at: start)
        guard case .notAllowed = stranger else { Issue.record("a stranger stopped the quiz"); return }
        // a nick that matches the starter's without its account is not the starter
        let lookalike = await hall.stop(in: "#rocks", network: Self.network, by: ChatSender(nick: "alice", account: nil),
                                        isOperatorOrAdmin: false, at: start)
        guard case .notAllowed = lookalike else { Issue.record("a nick without the account stopped the quiz"); return }
        let starter = await hall.stop(in: "#rocks", network: Self.network, by: ChatSender(nick: "al", account: "Alice"),
                                      isOperatorOrAdmin: false, at: start)
        guard case .stopped(let lines) = starter else { Issue.record("the starter could not stop it"); return }
        #expect(lines.first == "Quiz stopped by Alice.")
        #expect(try await database.reading { try $0.openQuizRunCount() } == 0)
    }
}
