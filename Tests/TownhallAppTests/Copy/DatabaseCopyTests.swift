import Chat
import Foundation
import Identity
import PostgresTestServer
import SQLStore
import Storage
import Testing
@testable import TownhallApp

/// `townhall copy` on real databases: an SQLite file filled by playing a conversation script,
/// copied to the real PostgreSQL test server and back into a new SQLite file, must come back
/// with every table's rows exactly as they were; search, counters and ids must work on the copies.
@Suite("townhall copy")
struct DatabaseCopyTests {
    static let root = packageRoot()
    static let scripts = (try? ScriptSuite.scriptFiles(in: root.appendingPathComponent("commands"))) ?? []

    /// Plays `names` (commands/NAME.convo) one after another on a new SQLite file; each must pass,
    /// so the rows are the ones its conversation describes.
    static func filledDatabase(_ names: [String]) async throws -> TownhallDatabase {
        let database = try TownhallDatabase.temporary()
        for name in names {
            let result = await ScriptRunner().play(contentsOf: root.appendingPathComponent("commands/\(name).convo"),
                                                   displayPath: name, in: AppScriptEnvironment(root: root, database: database))
            #expect(result.passed, "\(result.report)")
        }
        return database
    }

    /// Copies `original` to a new PostgreSQL database and from there to a new SQLite file.
    static func roundTrip(_ original: TownhallDatabase) async throws
        -> (postgres: TownhallDatabase, back: TownhallDatabase, report: DatabaseCopyReport) {
        let server = PostgresTestServer.shared
        let postgres = try await TownhallDatabase.open(postgres: server.freshDatabaseURL(label: "copy"),
                                                       password: server.info().password, migrate: false, maxConnections: 2)
        let report = try await DatabaseCopy.copy(from: original, to: postgres)
        let back = try TownhallDatabase(path: temporaryFile(), migrate: false)
        _ = try await DatabaseCopy.copy(from: postgres, to: back)
        return (postgres, back, report)
    }

    @Test("SQLite → PostgreSQL → SQLite keeps every row of every table", arguments: scripts.map(\.lastPathComponent))
    func roundTripKeepsEveryRow(file: String) async throws {
        let original = try await Self.filledDatabase([String(file.dropLast(".convo".count))])
        let before = try await TableDump.read(original)
        let (postgres, back, report) = try await Self.roundTrip(original)
        try await postgres.close()

        // every table but the FTS5 index of templates and the tally shards, which the target
        // derives (PostgreSQL generates its search column and gives each counted row a shard;
        // SQLite rebuilds the index and keeps no shards)
        let copied = Dictionary(uniqueKeysWithValues: report.tables.map { ($0.name, $0.rows) })
        #expect(Set(before.rows.keys).subtracting(copied.keys)
            == ["letter_template_search", "question_upvote_tally", "incident_like_tally"])
        #expect(copied == before.rows.filter { copied[$0.key] != nil }.mapValues(\.count))
        #expect(report.sampledRows >= copied.values.filter { $0 > 0 }.count)

        let after = try await TableDump.read(back)
        #expect(after.triggers == before.triggers)
        #expect(after.rows.keys.sorted() == before.rows.keys.sorted())
        for (table, rows) in before.rows.sorted(by: { $0.key < $1.key }) {
            #expect(after.rows[table] == rows, "\(table) differs after the round trip")
        }
    }

    @Test("the scripts together fill the tables of questions, incidents, letters, the outbox and elections")
    func scriptsFillTheTables() async throws {
        var filled: Set<String> = []
        for file in Self.scripts {
            let database = try await Self.filledDatabase([String(file.lastPathComponent.dropLast(".convo".count))])
            filled.formUnion(try await TableDump.read(database).rows.filter { !$0.value.isEmpty }.keys)
        }
        let needed: Set = ["account", "question", "question_rank", "upvote", "question_flag", "incident", "incident_like", "letter_template",
                           "letter", "letter_recipient", "outgoing_mail", "notification",
                           "vip_election", "bill", "bill_search", "member", "zip_district"]
        #expect(needed.subtracting(filled).isEmpty, "no script fills \(needed.subtracting(filled).sorted())")
    }

    @Test("after a copy, bill and template search answer as before, likes are counted once, new rows get new ids")
    func searchCountersAndIdsWorkOnCopies() async throws {
        let original = try await Self.filledDatabase(["templates", "bills"])
        // what the scripts leave out: a template like (its counter is kept by a trigger) and a reminder
        let liker = AccountIdentity(network: "copy", name: "liker")
        let liked = try #require(try await original.reading { try $0.templates(TemplateListing()) }.first)
        _ = try await original.setTemplateLike(liked.id, liked: true, by: liker, at: Date())
        #expect(try await original.addElectionReminder(sourceKey: "feed", electionID: "e1", for: liker, at: Date()))
        let before = try await TableDump.read(original)
        #expect(before.rows["letter_template_like"]?.count == 1)

        let (postgres, back, _) = try await Self.roundTrip(original)
        #expect(try await TableDump.read(back).rows == before.rows)
        for copy in [postgres, back] {
            try await Self.expectSearchAndCountersWork(on: copy, like: original)
        }
        try await postgres.close()
    }

    @Test("after a copy, upvotes and likes count on from the copied counts, on PostgreSQL and back on SQLite",
          arguments: ["questions", "incidents"])
    func upvoteAndLikeCountsGoOnAfterACopy(script: String) async throws {
        // SQLite keeps no tally shards and PostgreSQL folds its counts from them (`ShardedTally`):
        // the PostgreSQL copy must hold shards that sum to the copied counts, or its next fold
        // would count from zero.
        let original = try await Self.filledDatabase([script])
        let questions = script == "questions"
        let (id, count) = try #require(try await Self.mostCounted(questions ? Self.mostUpvoted : Self.mostLiked, in: original))
        #expect(count > 0)
        let (postgres, back, _) = try await Self.roundTrip(original)
        for copy in [postgres, back] {
            let voter = AccountIdentity(network: "copy", name: "newvoter")
            if questions {
                let upvoted = try await copy.upvote(id, by: voter, day: "2026-11-24", limit: 3, at: Date())
                guard case .counted(let now, _, _, _, _) = upvoted else { Issue.record("upvote: \(upvoted)"); continue }
                #expect(now == count + 1)
            } else {
                #expect(try await copy.like(id, by: voter, at: Date()) == .counted(likes: count + 1))
            }
        }
        try await postgres.close()
    }

    /// The row of `table` with the highest `column`, and that count.
    static let mostUpvoted = """
        SELECT question_id, upvote_count FROM question_rank WHERE visible = 1 ORDER BY upvote_count DESC, question_id LIMIT 1
        """
    static let mostLiked = "SELECT id, like_count FROM incident WHERE hidden_reason IS NULL ORDER BY like_count DESC, id LIMIT 1"

    /// The visible item with the most votes and its count, by `sql` (`mostUpvoted`, `mostLiked`).
    static func mostCounted(_ sql: String, in database: TownhallDatabase) async throws -> (Int64, Int)? {
        try await database.engine.read { tx in
            try tx.row(sql).map {
                (try $0.decode(Int64.self, at: 0), try $0.decode(Int.self, at: 1))
            }
        }
    }

    /// Bill and template search answer on `copy` as on `original`; a new like is counted once
    /// (the trigger is back on); a new template and account get ids past every copied one.
    static func expectSearchAndCountersWork(on copy: TownhallDatabase, like original: TownhallDatabase) async throws {
        let bills = try await original.reading { try $0.searchBills("inflation") }
        #expect(!bills.isEmpty)
        #expect(try await copy.reading { try $0.searchBills("inflation") } == bills)
        let listing = TemplateListing(filter: .words("rent"))
        let templates = try await original.reading { try $0.templates(listing) }
        #expect(!templates.isEmpty)
        #expect(try await copy.reading { try $0.templates(listing) }.map(\.id) == templates.map(\.id))

        let template = try #require(templates.first)
        let newcomer = AccountIdentity(network: "copy", name: "newcomer")
        _ = try await copy.setTemplateLike(template.id, liked: true, by: newcomer, at: Date())
        #expect(try await copy.reading { try $0.template(template.id) }?.likes == template.likes + 1)
        let created = try await copy.createTemplate(
            TemplateContent(title: "After the copy", category: template.category, tags: ["copy"], body: "Written after the copy."),
            by: newcomer, at: Date())
        let highest = try await original.engine.read { try $0.value(Int64.self, "SELECT max(id) FROM letter_template") } ?? 0
        #expect(created > highest)
    }

    static func temporaryFile() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-copy-\(UUID().uuidString)/townhall.sqlite").path
    }
}
