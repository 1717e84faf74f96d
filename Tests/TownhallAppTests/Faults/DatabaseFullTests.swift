import Chat
import Foundation
import GRDB
import Import
@testable import Storage
import Testing
@testable import TownhallApp

/// A database that cannot grow (a full disk; here SQLite's `max_page_count` on the writer, which
/// fails writes with SQLITE_FULL the same way) through the real core on a real file: each write
/// command is repeated by new accounts until the database is full. Every acknowledged write is
/// stored, the one that did not fit gets one clear line and left nothing behind, and once there
/// is room again the same command works.
@Suite("The database is full")
struct DatabaseFullTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var command: String
        /// What the n-th account types: different each time so that every attempt writes.
        var typed: @Sendable (Int) -> String
        /// What an acknowledged write answers with.
        var acknowledgement: String
        /// Rows this kind of write leaves, one per acknowledged write.
        var countSQL: String
        var place: ChatPlace = .direct
        var testDescription: String { command }
    }

    static let filler = String(repeating: "how will the bill help renters in the district ", count: 5)

    static let cases: [Case] = [
        Case(command: "ask", typed: { "ask Pelosi Question \($0): \(filler)" }, acknowledgement: "Asked Q",
             countSQL: "SELECT COUNT(*) FROM question", place: .channel("#civics")),
        Case(command: "up", typed: { _ in "up Q1" }, acknowledgement: "Upvoted Q1",
             countSQL: "SELECT COUNT(*) FROM upvote"),
        Case(command: "zip", typed: { _ in "zip 94110" }, acknowledgement: "Saved your ZIP 94110",
             countSQL: "SELECT COUNT(*) FROM profile WHERE zip = '94110'"),
        Case(command: "report", typed: { "report line 94110 Wait number \($0): \(filler.prefix(200))" },
             acknowledgement: "Reported R", countSQL: "SELECT COUNT(*) FROM incident"),
    ]

    static let fullReply = "The database is full; nothing was saved — tell an admin."

    @Test("a write that does not fit is refused in one line, nothing half-written; room again, it works", arguments: cases)
    func fullDatabase(_ testCase: Case) async throws {
        let database = try TownhallDatabase.temporary()
        #expect(try await DataSetupLine.run("demo", database: database, root: packageRoot()))
        let clock = ManualClock()
        let core = TownhallCore.make(database: database,
                                     configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: 1_000_000, period: 1)),
                                     clock: clock)
        func say(_ text: String, as account: String, in place: ChatPlace) async -> [String] {
            clock.advance(by: 1)
            let typed = place.isDirect ? text : "!" + text
            let event = ChatEvent(network: "faults", sender: ChatSender(nick: account, account: account), place: place, text: typed)
            return await core.handle(event).map(\.text)
        }
        func count() async throws -> Int {
            try await database.writer.read { try Int.fetchOne($0, sql: testCase.countSQL) ?? 0 }
        }
        // Someone else's question to upvote, asked while there is room.
        #expect(await say("ask Padilla Will you visit Fresno?", as: "asker", in: .direct).first?.hasPrefix("Asked Q1") == true)
        let before = try await count()

        try await setMaxPageCount(of: database, to: 1)  // SQLite keeps it at the current size: no growth
        var acknowledged = 0
        var refused: (account: String, replies: [String])?
        for attempt in 0..<3_000 {
            let account = "person\(attempt)"
            let replies = await say(testCase.typed(attempt), as: account, in: testCase.place)
            let lead = testCase.place.isDirect ? "" : "\(account): "
            if replies == [lead + Self.fullReply] {
                refused = (account, replies)
                break
            }
            try #require(replies.count == 1 && replies[0].hasPrefix(lead + testCase.acknowledgement),
                         "attempt \(attempt) answered \(replies)")
            acknowledged += 1
        }
        let refusal = try #require(refused, "3,000 \(testCase.command)s fitted in a database that may not grow")
        let stored = try await count() - before
        #expect(stored == acknowledged, "acknowledged \(acknowledged), stored \(stored)")
        #expect(try await database.writer.read(DatabaseHealth.problems).isEmpty)

        try await setMaxPageCount(of: database, to: 1_073_741_823)
        let retried = await say(testCase.typed(acknowledged), as: refusal.account, in: testCase.place)
        #expect(retried.first?.contains(testCase.acknowledgement) == true, "after room came back: \(retried)")
        let storedAfter = try await count() - before
        #expect(storedAfter == acknowledged + 1)
        #expect(try await database.writer.read(DatabaseHealth.problems).isEmpty)
    }

    /// `max_page_count` belongs to a connection: set on the pool's one writer, where writes happen.
    func setMaxPageCount(of database: TownhallDatabase, to pages: Int) async throws {
        try await database.writer.writeWithoutTransaction { db in
            _ = try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages)")
        }
    }
}
