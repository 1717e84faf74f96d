import Foundation
import GRDB
@testable import SQLStore
@testable import Storage
import Testing

@Suite("Questions, upvotes and verification")
struct QuestionStorageTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let day = "2027-01-15"
    static let pelosi = Member(bioguideID: "P000197", firstName: "Nancy", lastName: "Pelosi",
                               chamber: .house, state: "CA", district: 11, party: "Democrat")
    static let sanders = Member(bioguideID: "S000033", firstName: "Bernard", lastName: "Sanders",
                                chamber: .senate, state: "VT", party: "Independent")

    func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    /// The members are written with plain SQL (`SeedRows`): `replaceMembers` is not on
    /// `SQLEngine` yet, and these tests run on both engines.
    func database(_ kind: DatabaseKind = .sqlite) async throws -> TownhallDatabase {
        let database = try await kind.makeDatabase()
        try await SeedRows.members([Self.pelosi, Self.sanders], in: database)
        return database
    }

    /// A question as the rank tests set it up, by id.
    struct SeededQuestion {
        var member: MemberID
        var upvotes: Int
        var hidden: Bool
    }

    /// `count` questions — every `otherMemberEvery`-th to Sanders, the rest to Pelosi — then
    /// random upvote counts up to `maxUpvotes` and one in ten hidden, written straight to the table.
    func seedQuestions(_ count: Int, otherMemberEvery: Int, maxUpvotes: Int,
                       in database: TownhallDatabase) async throws -> [Int64: SeededQuestion] {
        var questions: [Int64: SeededQuestion] = [:]
        var generator = SystemRandomNumberGenerator()
        for index in 0..<count {
            let member: MemberID = index.isMultiple(of: otherMemberEvery) ? "S000033" : "P000197"
            let id = try await database.ask("q\(index)", to: .member(member), tags: [], by: account("asker\(index)"), at: date).id
            questions[id] = SeededQuestion(member: member, upvotes: Int.random(in: 0...maxUpvotes, using: &generator),
                                           hidden: Int.random(in: 0..<10, using: &generator) == 0)
        }
        try await store(questions, in: database)
        return questions
    }

    /// Gives each of `questions` its count and hides it or not, as if its upvotes had been
    /// counted (no upvote rows).
    func store(_ questions: [Int64: SeededQuestion], in database: TownhallDatabase) async throws {
        try await database.engine.write { tx in
            for (id, question) in questions {
                try tx.execute("UPDATE question SET hidden_reason = ? WHERE id = ?", [question.hidden ? "x" : nil, id])
                try tx.execute("UPDATE question_rank SET upvote_count = ?, visible = ? WHERE question_id = ?",
                               [question.upvotes, question.hidden ? 0 : 1, id])
                // On PostgreSQL the count an upvote folds into the question is the sum of its
                // tally (SQLite keeps none: its upvotes add to the row).
                if tx.dialect == .postgres {
                    try tx.execute("INSERT INTO question_upvote_tally (question_id, shard, upvotes) VALUES (?, 0, ?)",
                                   [id, question.upvotes])
                }
            }
        }
    }

    /// The model of a place: 1 + the visible questions of the same member ahead by upvotes, then age.
    func modelPlace(of id: Int64, in questions: [Int64: SeededQuestion]) -> Int {
        let question = questions[id]!
        return 1 + questions.filter { other in
            !other.value.hidden && other.value.member == question.member
                && (other.value.upvotes > question.upvotes || (other.value.upvotes == question.upvotes && other.key < id))
        }.count
    }

    /// What SQLite's EXPLAIN QUERY PLAN says about `sql` (bound to a sample member and counts).
    func queryPlan(_ sql: String, in database: TownhallDatabase) async throws -> [String] {
        try await database.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: ["P000197", 3, 7, 100])
                .map { $0["detail"] as String }
        }
    }

    /// The rows an upvote writes that point at a question or account that is gone, over every
    /// reference they hold (foreign keys on SQLite, delete triggers on PostgreSQL:
    /// `QuestionsSchema.referencesKeptByTriggers`).
    func orphanUpvoteRows(in database: TownhallDatabase) async throws -> Int {
        try await database.engine.read { tx in
            try QuestionsSchema.referencesKeptByTriggers.reduce(0) { orphans, reference in
                orphans + (try tx.value(Int.self, """
                    SELECT COUNT(*) FROM \(reference.table) r
                    WHERE NOT EXISTS (SELECT 1 FROM \(reference.target) t WHERE t.id = r.\(reference.column))
                    """) ?? 0)
            }
        }
    }

    /// Questions by distinct askers so that none of them is `voter`'s own.
    func askMany(_ count: Int, in database: TownhallDatabase) async throws -> [Int64] {
        var ids: [Int64] = []
        for index in 0..<count {
            ids.append(try await database.ask("question \(index)", to: "P000197", tags: [],
                                              by: account("asker\(index)"), at: date).id)
        }
        return ids
    }

    @Test(arguments: DatabaseKind.allCases)
    func fiftyConcurrentUpvotesOfOneAccountCommitExactlyTheBudget(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let ids = try await askMany(50, in: database)
        let voter = account("voter")
        let outcomes = try await withThrowingTaskGroup(of: UpvoteOutcome.self) { group in
            for id in ids {
                group.addTask { try await database.upvote(id, by: voter, day: day, limit: 3, at: date) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let counted = outcomes.filter { if case .counted = $0 { true } else { false } }
        #expect(counted.count == 3)
        #expect(outcomes.filter { $0 == .budgetSpent(limit: 3) }.count == 47)
        #expect(try await database.reading { try $0.upvotesUsed(by: voter, day: day) } == 3)
        let remaining = counted.compactMap { if case let .counted(_, left, _, _, _) = $0 { left } else { nil } }
        #expect(remaining.sorted() == [0, 1, 2])
    }

    func request(_ id: Int64, by name: String, limit: Int = 3) -> UpvoteRequest {
        UpvoteRequest(questionID: id, account: account(name), day: day, limit: limit, date: date)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aMixedBatchIsAppliedInOrderInsideOneTransaction(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let first = try await database.ask("one", to: "P000197", tags: [], by: account("alice"), at: date).id
        let second = try await database.ask("two", to: "P000197", tags: [], by: account("bob"), at: date).id
        let hidden = try await database.ask("spam", to: "P000197", tags: [], by: account("carol"), at: date).id
        try await database.setHidden(hidden, reason: "spam", at: date)
        let batch: [(UpvoteRequest, UpvoteOutcome)] = [
            (request(first, by: "bob"), .counted(upvotes: 1, remainingToday: 2, rankAfter: 1, rose: false)),
            (request(first, by: "alice"), .ownQuestion),
            (request(first, by: "BOB"), .alreadyUpvoted),
            (request(hidden, by: "dan"), .hidden(reason: "spam")),
            (request(999, by: "dan"), .noSuchQuestion),
            // A tie with an older question ranks below it…
            (request(second, by: "dan"), .counted(upvotes: 1, remainingToday: 2, rankAfter: 2, rose: false)),
            // …one more upvote overtakes it, and the next one in the same batch overtakes back.
            (request(second, by: "erin"), .counted(upvotes: 2, remainingToday: 2, rankAfter: 1, rose: true, risenFor: Self.pelosi)),
            (request(first, by: "frank", limit: 1), .counted(upvotes: 2, remainingToday: 0, rankAfter: 1, rose: true,
                                                             risenFor: Self.pelosi)),
            (request(second, by: "frank", limit: 1), .budgetSpent(limit: 1)),
        ]
        let outcomes = try await TownhallDatabase.commitUpvotes(batch.map(\.0), to: database.engine)
        #expect(outcomes == batch.map(\.1))
        #expect(try await database.reading { try $0.question(first) }?.upvotes == 2)
        #expect(try await database.reading { try $0.question(second) }?.upvotes == 2)
        #expect(try await database.reading { try $0.upvotesUsed(by: account("frank"), day: day) } == 1)
        #expect(try await database.reading { try $0.upvoters(of: first) }.map(\.name) == ["bob", "frank"])
    }

    /// Take-backs among upvotes in one batch, in order: a take-back gives the day's upvote back,
    /// so the same voter may spend it again later in the batch; a take-back of an upvote never
    /// given (by an account that does not exist yet), of one's own question, or given and already
    /// taken back changes nothing. PostgreSQL applies the batch in one statement (`apply_upvotes`),
    /// SQLite a statement per request: the replies are the same.
    @Test(arguments: DatabaseKind.allCases)
    func takeBacksInABatchAreAppliedInOrder(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let first = try await database.ask("one", to: "P000197", tags: [], by: account("alice"), at: date).id
        let second = try await database.ask("two", to: "P000197", tags: [], by: account("bob"), at: date).id
        func takeBack(_ id: Int64, by name: String) -> UpvoteRequest {
            UpvoteRequest(item: id, account: account(name), change: .remove, budget: nil, date: date)
        }
        let batch: [(UpvoteRequest, UpvoteOutcome)] = [
            (request(first, by: "dan", limit: 1), .counted(upvotes: 1, remainingToday: 0, rankAfter: 1, rose: false)),
            (request(second, by: "dan", limit: 1), .budgetSpent(limit: 1)),
            (takeBack(first, by: "dan"), .withdrawn(upvotes: 0)),
            (request(second, by: "dan", limit: 1), .counted(upvotes: 1, remainingToday: 0, rankAfter: 1, rose: true,
                                                            risenFor: Self.pelosi)),
            (takeBack(second, by: "erin"), .notUpvoted),
            (takeBack(first, by: "alice"), .notUpvoted),
            (takeBack(first, by: "DAN"), .notUpvoted),
        ]
        let outcomes = try await TownhallDatabase.commitUpvotes(batch.map(\.0), to: database.engine)
        #expect(outcomes == batch.map(\.1))
        #expect(try await database.reading { try $0.question(first) }?.upvotes == 0)
        #expect(try await database.reading { try $0.question(second) }?.upvotes == 1)
        #expect(try await database.reading { try $0.upvotesUsed(by: account("dan"), day: day) } == 1)
        #expect(try await database.reading { try $0.upvoters(of: second) }.map(\.name) == ["dan"])
    }

    /// A trigger that aborts any upvote by `mallory`: a real database failure in the middle of a batch.
    func poisonUpvotes(by name: String, in database: TownhallDatabase) async throws {
        try await database.engine.write { tx in
            switch tx.dialect {
            case .sqlite:
                try tx.execute("""
                    CREATE TRIGGER poisoned BEFORE INSERT ON upvote
                    WHEN (SELECT name FROM account WHERE id = NEW.account_id) = '\(name)'
                    BEGIN SELECT RAISE(ABORT, 'poisoned upvote'); END
                    """)
            case .postgres:
                try tx.execute("""
                    CREATE FUNCTION poisoned() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN
                        IF (SELECT name FROM account WHERE id = NEW.account_id) = '\(name)' THEN
                            RAISE EXCEPTION 'poisoned upvote';
                        END IF;
                        RETURN NEW;
                    END
                    $$
                    """)
                try tx.execute("CREATE TRIGGER poisoned BEFORE INSERT ON upvote FOR EACH ROW EXECUTE FUNCTION poisoned()")
            }
        }
    }

    func upvoteRows(in database: TownhallDatabase) async throws -> Int {
        try await database.engine.read { tx in try tx.value(Int.self, "SELECT COUNT(*) FROM upvote") ?? -1 }
    }

    @Test(arguments: DatabaseKind.allCases)
    func aBatchThatFailsAcknowledgesNoneOfItsUpvotes(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let ids = try await askMany(3, in: database)
        try await poisonUpvotes(by: "mallory", in: database)
        await #expect(throws: (any Error).self) {
            try await TownhallDatabase.commitUpvotes(
                [request(ids[0], by: "bob"), request(ids[1], by: "mallory"), request(ids[2], by: "carol")],
                to: database.engine)
        }
        #expect(try await upvoteRows(in: database) == 0)
        #expect(try await database.reading { try $0.question(ids[0]) }?.upvotes == 0)
    }

    @Test(arguments: DatabaseKind.allCases)
    func underConcurrencyEveryAcknowledgedUpvoteIsCommittedAndEveryFailedOneIsNot(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let ids = try await askMany(4, in: database)
        try await poisonUpvotes(by: "mallory", in: database)
        let voters = (0..<60).map { $0.isMultiple(of: 7) ? "mallory" : "voter\($0)" }
        let results = await withTaskGroup(of: (String, Int64, Result<UpvoteOutcome, any Error>).self) { group in
            for (index, voter) in voters.enumerated() {
                let id = ids[index % ids.count]
                group.addTask {
                    do {
                        return (voter, id, .success(try await database.upvote(id, by: account(voter), day: day, limit: 3, at: date)))
                    } catch {
                        return (voter, id, .failure(error))
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let acknowledged = results.filter { if case .success(.counted) = $0.2 { true } else { false } }
        #expect(results.allSatisfy { $0.0 != "mallory" || (try? $0.2.get()) == nil })
        let stored = try await database.engine.read { tx in
            try tx.rows("""
                SELECT account.name, upvote.question_id FROM upvote JOIN account ON account.id = upvote.account_id
                """).map { "\(try $0.decode(String.self, "name"))/\(try $0.decode(Int64.self, "question_id"))" }
        }
        #expect(Set(stored) == Set(acknowledged.map { "\($0.0)/\($0.1)" }))
        #expect(stored.count == acknowledged.count)
        // Innocent upvotes that shared a transaction with mallory's failed with it; none was lost silently.
        #expect(results.count == voters.count)
    }

    @Test(arguments: DatabaseKind.allCases)
    func concurrentUpvotesOfOneQuestionEachReportTheirOwnCommittedCount(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let id = try await askMany(1, in: database)[0]
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for voter in 0..<80 {
                group.addTask {
                    guard case let .counted(upvotes, _, _, _, _) = try await database.upvote(
                        id, by: account("voter\(voter)"), day: day, limit: 3, at: date) else { return -1 }
                    return upvotes
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts.sorted() == Array(1...80))
        #expect(try await database.reading { try $0.question(id) }?.upvotes == 80)
        let batching = database.upvoteBatching
        #expect(batching.requests == 80)
        #expect((1...80).contains(batching.transactions))
    }

    /// A stream of upvotes, each voter sending the next as soon as it hears back: on PostgreSQL a
    /// batch lets the next one commit while it reads its places (`BatchOverlap`; enough voters
    /// that the queue splits them, `ReactionQueues.upvoteSplit`), and each caller must still hear
    /// the count their own upvote made, never one that includes a later batch.
    @Test(arguments: DatabaseKind.allCases)
    func overlappingBatchesEachReportTheirOwnCommittedCount(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let ids = try await askMany(3, in: database)
        let voters = 2 * ReactionQueues.upvoteSplit
        let heard = try await withThrowingTaskGroup(of: [(Int64, Int)].self) { group in
            for voter in 0..<voters {
                group.addTask {
                    var heard: [(Int64, Int)] = []
                    for id in ids.shuffled() {
                        guard case let .counted(upvotes, _, _, _, _) = try await database.upvote(
                            id, by: account("voter\(voter)"), day: day, limit: 3, at: date) else { return [] }
                        heard.append((id, upvotes))
                    }
                    return heard
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(heard.count == 3 * voters)
        for id in ids {
            let counts = heard.filter { $0.0 == id }.map(\.1).sorted()
            #expect(counts.elementsEqual(1...voters), "Q\(id): \(Set(counts).count) distinct of \(counts.count), up to \(counts.last ?? 0)")
            #expect(try await database.reading { try $0.question(id) }?.upvotes == voters)
        }
        let batching = database.upvoteBatching
        #expect(batching.requests == 3 * voters)
        // the path under test ran: PostgreSQL overlaps batches, SQLite never does (one transaction each)
        #expect((batching.overlapped > 0) == (kind == .postgres), "\(batching)")
    }

    @Test(arguments: DatabaseKind.allCases)
    func rankCountsOnlyVisibleQuestionsOfTheSameMemberAheadByUpvotesThenAge(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let questions = try await seedQuestions(120, otherMemberEvery: 3, maxUpvotes: 4, in: database)
        // every visible question's place at once, as a batch's replies count them
        let placed = questions.filter { !$0.value.hidden }.map { id, question in
            TownhallDatabase.PlacedUpvote(reply: 0, id: id, member: question.member, upvotes: question.upvotes,
                                          remainingToday: 0, neighbours: [])
        }
        let (full, topTen) = try await database.engine.read { tx in
            (try TownhallDatabase.ranks(of: placed, in: tx), try TownhallDatabase.ranks(of: placed, within: 10, in: tx))
        }
        for (k, question) in placed.enumerated() {
            let exact = modelPlace(of: question.id, in: questions)
            #expect(full[k] == exact, "Q\(question.id)")
            #expect(topTen[k] == (exact <= 10 ? exact : nil), "Q\(question.id)")
        }
    }

    @Test func rankQueryUsesRangesOfTheTopIndex() async throws {
        let database = try await database()
        let plan = try await queryPlan(TownhallDatabase.rankCount.single, in: database)
        // Two range searches that read the index alone (never a question row, never a scan).
        let searches = plan.filter { $0.contains("USING COVERING INDEX question_rank_top_visible") }
        #expect(searches.count == 2, "\(plan)")
        #expect(searches.contains { $0.hasSuffix("(member_bioguide=? AND upvote_count>?)") }, "\(plan)")
        #expect(searches.contains { $0.hasSuffix("(member_bioguide=? AND upvote_count=? AND question_id<?)") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN question") }, "\(plan)")
    }

    /// The place an upvote reports and whether it rose, against a model that ranks every question
    /// before and after: many ties, hidden questions, another member, and more questions than
    /// are ranked.
    @Test(arguments: DatabaseKind.allCases)
    func upvoteReportsItsPlaceAndWhetherItRoseExactly(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        var questions = try await seedQuestions(160, otherMemberEvery: 5, maxUpvotes: 3, in: database)
        func place(_ id: Int64) -> Int? {
            let exact = modelPlace(of: id, in: questions)
            return exact <= TownhallDatabase.rankedPlaces ? exact : nil
        }
        var generator = SystemRandomNumberGenerator()
        let visible = questions.keys.filter { !questions[$0]!.hidden }.sorted()
        for voter in 0..<150 {
            let id = visible.randomElement(using: &generator)!
            let before = place(id)
            questions[id]!.upvotes += 1
            let outcome = try await database.upvote(id, by: account("voter\(voter)"), day: day, limit: 3, at: date)
            let after = place(id)
            // The member comes with the outcome exactly when the place rose.
            let risen = after.map { $0 < before ?? .max } ?? false
            guard case let .counted(upvotes, remaining, rankAfter, rose, risenFor) = outcome else {
                Issue.record("Q\(id): \(outcome)")
                continue
            }
            #expect(upvotes == questions[id]!.upvotes && remaining == 2 && rankAfter == after && rose == risen, "Q\(id)")
            #expect(risenFor?.bioguideID == (risen ? questions[id]!.member : nil), "Q\(id)")
        }
    }

    /// Batches of upvotes, each of several questions of one member and the same question more
    /// than once (so every reply is corrected for its batch's neighbours), against a model that
    /// counts them one at a time: each reply's count, place after (ranked within the top 8, so
    /// that the rank counts reach their limit), and whether it rose. Whether it rose is read
    /// from at most one index entry beyond one per neighbour: a cut-off that forgot the
    /// neighbours' corrections would say "not risen" where the model rises.
    @Test(arguments: DatabaseKind.allCases)
    func batchedUpvotesReportPlacesAsIfCountedOneByOne(kind: DatabaseKind) async throws {
        let within = 8
        let database = try await database(kind)
        var questions = try await seedQuestions(40, otherMemberEvery: 4, maxUpvotes: 2, in: database)
        var generator = SystemRandomNumberGenerator()
        // a small pool, so that a batch holds neighbours and repeats
        let pool = Array(questions.keys.filter { !questions[$0]!.hidden }.sorted().prefix(12))
        var voter = 0
        for _ in 0..<12 {
            var batch: [UpvoteRequest] = []
            var expected: [(id: Int64, upvotes: Int, after: Int?, rose: Bool)] = []
            for _ in 0..<10 {
                let id = pool.randomElement(using: &generator)!
                let before = modelPlace(of: id, in: questions)
                questions[id]!.upvotes += 1
                let after = modelPlace(of: id, in: questions)
                voter += 1
                batch.append(request(id, by: "voter\(voter)"))
                expected.append((id, questions[id]!.upvotes, after <= within ? after : nil, after <= within && after < before))
            }
            let outcomes = try await TownhallDatabase.commitUpvotes(batch, to: database.engine, within: within)
            for (outcome, want) in zip(outcomes, expected) {
                guard case let .counted(upvotes, _, rankAfter, rose, risenFor) = outcome else {
                    Issue.record("Q\(want.id): \(outcome)")
                    continue
                }
                #expect(upvotes == want.upvotes && rankAfter == want.after && rose == want.rose, "Q\(want.id): \(outcome), want \(want)")
                #expect(risenFor?.bioguideID == (want.rose ? questions[want.id]!.member : nil), "Q\(want.id)")
            }
        }
    }

    /// The edge the rank count's limit guards: two questions of the member that trailed far
    /// behind are upvoted past the top later in the batch, so the index puts them ahead of the
    /// first upvote's question, which then held the top (only the top is ranked here). Cut at
    /// the ranked places alone, the count would find it below them.
    @Test(arguments: DatabaseKind.allCases)
    func aRankCountReadsPastTheNeighboursAheadOnTheIndex(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        var ids: [Int64] = []
        for name in ["passed", "climber", "first neighbour", "second neighbour"] {
            ids.append(try await database.ask(name, to: "P000197", tags: [], by: account("asker \(name)"), at: date).id)
        }
        let (passed, climber, neighbours) = (ids[0], ids[1], [ids[2], ids[3]])
        try await store([passed: SeededQuestion(member: "P000197", upvotes: 3, hidden: false),
                         climber: SeededQuestion(member: "P000197", upvotes: 3, hidden: false)], in: database)
        let batch = [request(climber, by: "voter")]
            + neighbours.flatMap { id in (0..<5).map { request(id, by: "voter \(id) \($0)") } }
        let outcomes = try await TownhallDatabase.commitUpvotes(batch, to: database.engine, within: 1)
        #expect(outcomes.first == .counted(upvotes: 4, remainingToday: 2, rankAfter: 1, rose: true, risenFor: Self.pelosi))
        // the neighbours' last upvotes: the first past the climber, the second behind the first
        #expect(outcomes[5] == .counted(upvotes: 5, remainingToday: 2, rankAfter: 1, rose: true, risenFor: Self.pelosi))
        #expect(outcomes[10] == .counted(upvotes: 5, remainingToday: 2, rankAfter: nil, rose: false))
    }

    @Test func passedQueryUsesRangesOfTheTopIndex() async throws {
        let database = try await database()
        let plan = try await queryPlan(TownhallDatabase.passedCount.single, in: database)
        let searches = plan.filter { $0.contains("USING COVERING INDEX question_rank_top_visible") }
        #expect(searches.count == 2, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN question") }, "\(plan)")
    }

    /// `count` questions to 100 members (`M0`…`M99`) by the asker of the question already there,
    /// every count 0, as a bulk load leaves them, and the table analyzed: what the plan tests
    /// give the planner (PostgreSQL).
    static func loadAndAnalyzeQuestions(_ count: Int, in tx: any SQLTransaction) throws {
        try tx.execute("""
            INSERT INTO question (asker_id, member_bioguide, text, created_at)
            SELECT (SELECT MIN(asker_id) FROM question), 'M' || (g % 100), 'question ' || g, '2026-01-01 00:00:00.000'
            FROM generate_series(1, ?) AS g
            """, [count])
        try tx.execute("""
            INSERT INTO question_rank (question_id, member_bioguide, upvote_count, visible)
            SELECT q.id, q.member_bioguide, 0, 1 FROM question q
            WHERE NOT EXISTS (SELECT 1 FROM question_rank r WHERE r.question_id = q.id)
            """)
        try tx.execute("ANALYZE question")
        try tx.execute("ANALYZE question_rank")
    }

    /// On PostgreSQL a batch's place counts walk `question_rank_top_visible` in its order and stop at
    /// their limit even where the statistics say every question has the same count (a table just
    /// loaded: 100 members with 500 questions each, every count 0). There the planner used to
    /// estimate a hundred entries per range and pick a bitmap scan, which reads every entry of the
    /// range and then the rows behind them: 0.4 ms per upvote in `TownhallBenchmark upvotes
    /// postgres` instead of a few µs.
    @Test(arguments: [("rank", TownhallDatabase.rankCount), ("passed", TownhallDatabase.passedCount)])
    func batchedPlaceCountsWalkTheTopIndexOnPostgres(name: String, count: PlaceProbe.Count) async throws {
        let database = try await database(.postgres)
        _ = try await database.ask("the first", to: "P000197", tags: [], by: account("asker"), at: date)
        let plan = try await database.engine.write { tx in
            try Self.loadAndAnalyzeQuestions(50_000, in: tx)
            let probes = (0..<50).map { PlaceProbe(member: "M\($0)", upvotes: 0, id: Int64(20_000 + $0), limit: 100) }
            let list = String(decoding: try JSONEncoder().encode(probes), as: UTF8.self)
            return try tx.rows("EXPLAIN (COSTS OFF) " + count.batched, [list]).map { try $0.decode(String.self, at: 0) }
        }
        let searches = plan.filter { $0.contains("Index Only Scan using question_rank_top_visible") }
        #expect(searches.count == 2, "\(name): \(plan.joined(separator: "\n"))")
        #expect(!plan.contains { $0.contains("Bitmap") || $0.contains("Seq Scan") }, "\(name): \(plan.joined(separator: "\n"))")
    }

    /// On PostgreSQL a batch's fold finds its questions by their key, not by hashing the whole
    /// table: where the shards were analyzed empty and have filled since (the planner then
    /// expects hundreds of shard rows per question) and the table is large, the fold of 250
    /// questions was a hash join over a sequential scan of every question (1.5 s on the upvote
    /// benchmark's million).
    @Test func foldUsesTheCountedRowsIndex() async throws {
        let database = try await database(.postgres)
        _ = try await database.ask("the first", to: "P000197", tags: [], by: account("asker"), at: date)
        let plan = try await database.engine.write { tx in
            try Self.loadAndAnalyzeQuestions(300_000, in: tx)
            try tx.execute("ANALYZE question_upvote_tally")
            // shards written since (the planner scales what it analyzed to the table's size now)
            try tx.execute("""
                INSERT INTO question_upvote_tally (question_id, shard, upvotes)
                SELECT id, id % 64, 1 FROM question WHERE id % 5 = 0
                """)
            let ids = try tx.rows("SELECT id FROM question ORDER BY id DESC LIMIT 250").map { try $0.decode(Int64.self, at: 0) }
            return try tx.rows("EXPLAIN (COSTS OFF) " + ShardedTally.questionUpvotes.foldSQL, [ShardedTally.list(ids)])
                .map { try $0.decode(String.self, at: 0) }
        }
        #expect(!plan.contains { $0.contains("Seq Scan on question_rank") }, "\(plan.joined(separator: "\n"))")
        #expect(plan.contains { $0.contains("question_rank_pkey") }, "\(plan.joined(separator: "\n"))")
    }

    @Test func theWriterSyncsEveryCommit() async throws {
        let database = try await database()
        let synchronous = try await database.writer.writeWithoutTransaction { db in
            try Int.fetchOne(db, sql: "PRAGMA synchronous")
        }
        #expect(synchronous == 2) // FULL
        let checkpointPages = try await database.writer.writeWithoutTransaction { db in
            try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint")
        }
        #expect(checkpointPages == 10_000)
    }

    /// Two bot processes on one database: two connection pools on one SQLite file, or two
    /// engines on one PostgreSQL (where the budget holds by SERIALIZABLE conflicts and retries).
    @Test(arguments: DatabaseKind.allCases)
    func twoProcessesOnOneDatabaseStillNeverExceedTheBudget(kind: DatabaseKind) async throws {
        let first = try await database(kind)
        let second = try first.secondProcess()
        let ids = try await askMany(40, in: first)
        let voter = account("voter")
        let outcomes = try await withThrowingTaskGroup(of: UpvoteOutcome.self) { group in
            for (index, id) in ids.enumerated() {
                let database = index.isMultiple(of: 2) ? first : second
                group.addTask { try await database.upvote(id, by: voter, day: day, limit: 3, at: date) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.filter { if case .counted = $0 { true } else { false } }.count == 3)
        #expect(try await second.reading { try $0.upvotesUsed(by: voter, day: day) } == 3)
    }

    /// Upvotes of a question while its asker's `forget me` deletes it, from another process: no
    /// upvote, budget or shard row is left pointing at nothing, and each question left counts its
    /// rows. On PostgreSQL these rows carry no foreign keys (`v23UpvoteRowsKeptByTriggers`): the
    /// delete's trigger and the batch each read what the other writes, and SERIALIZABLE makes one
    /// of them run again. Several rounds, so that the upvotes land before, during and after it.
    @Test(arguments: DatabaseKind.allCases)
    func anUpvoteAndTheDeleteOfItsQuestionAtOnceLeaveNoUpvoteBehind(kind: DatabaseKind) async throws {
        let first = try await database(kind)
        let second = try first.secondProcess()
        var forgotten = 0
        for round in 0..<8 {
            let asker = account("asker\(round)")
            let id = try await first.ask("question \(round)", to: "P000197", tags: [], by: asker, at: date).id
            forgotten += try await withThrowingTaskGroup(of: Int.self) { group in
                for voter in 0..<12 {
                    group.addTask {
                        let outcome = try await second.upvote(id, by: account("voter\(round)-\(voter)"), day: day, limit: 3, at: date)
                        if case .counted = outcome { return 0 }
                        #expect(outcome == .noSuchQuestion)
                        return 0
                    }
                }
                group.addTask { try await first.forget(asker) ? 1 : 0 }
                return try await group.reduce(0, +)
            }
        }
        let (upvotes, questions) = try await first.engine.read { tx in
            (try tx.value(Int.self, "SELECT COUNT(*) FROM upvote"), try tx.value(Int.self, "SELECT COUNT(*) FROM question"))
        }
        #expect(try await orphanUpvoteRows(in: first) == 0)
        // every question went with its asker, and with it every upvote it was given
        #expect(questions == 0 && upvotes == 0)
        #expect(forgotten == 8)
    }

    @Test(arguments: DatabaseKind.allCases)
    func ownQuestionsSecondUpvotesAndANewDay(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let question = try await database.ask("rent cap?", to: "P000197", tags: ["housing"], by: account("alice"), at: date)
        #expect(try await database.upvote(question.id, by: account("ALICE"), day: day, limit: 3, at: date) == .ownQuestion)
        #expect(try await database.upvote(question.id, by: account("bob"), day: day, limit: 1, at: date)
            == .counted(upvotes: 1, remainingToday: 0, rankAfter: 1, rose: false))
        #expect(try await database.upvote(question.id, by: account("bob"), day: "2027-01-16", limit: 1, at: date) == .alreadyUpvoted)
        let other = try await database.ask("town hall?", to: "P000197", tags: [], by: account("carol"), at: date)
        #expect(try await database.upvote(other.id, by: account("bob"), day: day, limit: 1, at: date) == .budgetSpent(limit: 1))
        #expect(try await database.upvote(other.id, by: account("bob"), day: "2027-01-16", limit: 1, at: date)
            == .counted(upvotes: 1, remainingToday: 0, rankAfter: 2, rose: false))
        #expect(try await database.upvote(999, by: account("bob"), day: day, limit: 3, at: date) == .noSuchQuestion)
    }

    @Test(arguments: DatabaseKind.allCases)
    func overtakingAnotherQuestionRaisesTheRank(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let first = try await database.ask("one", to: "P000197", tags: [], by: account("alice"), at: date)
        let second = try await database.ask("two", to: "P000197", tags: [], by: account("bob"), at: date)
        _ = try await database.ask("elsewhere", to: "S000033", tags: [], by: account("dan"), at: date)
        _ = try await database.upvote(first.id, by: account("carol"), day: day, limit: 3, at: date)
        _ = try await database.upvote(second.id, by: account("carol"), day: day, limit: 3, at: date)
        #expect(try await database.upvote(second.id, by: account("erin"), day: day, limit: 3, at: date)
            == .counted(upvotes: 2, remainingToday: 2, rankAfter: 1, rose: true, risenFor: Self.pelosi))
        let top = try await database.reading { try $0.questions(QuestionListing(official: "P000197")) }
        #expect(top.map(\.id) == [second.id, first.id])
    }

    @Test(arguments: DatabaseKind.allCases)
    func hiddenQuestionsVanishFromEveryListAndTakeNoUpvotes(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let hidden = try await database.ask("spam #housing", to: "P000197", tags: ["housing"], by: account("spammer"), at: date)
        let kept = try await database.ask("real #housing", to: "P000197", tags: ["Housing"], by: account("alice"), at: date)
        #expect(try await database.setHidden(hidden.id, reason: "spam", at: date))
        let listings = [QuestionListing(), QuestionListing(official: "P000197"), QuestionListing(tag: "housing"),
                        QuestionListing(order: .new), QuestionListing(official: "P000197", tag: "HOUSING", order: .new)]
        for listing in listings {
            #expect(try await database.reading { try $0.questions(listing) }.map(\.id) == [kept.id], "\(listing)")
        }
        #expect(try await database.upvote(hidden.id, by: account("bob"), day: day, limit: 3, at: date) == .hidden(reason: "spam"))
        #expect(try await database.reading { try $0.question(hidden.id) }?.hiddenReason == "spam")
        #expect(try await database.setHidden(hidden.id, reason: nil, at: date))
        #expect(try await database.reading { try $0.questions(QuestionListing()) }.count == 2)
        #expect(try await !database.setHidden(999, reason: "x", at: date))
    }

    @Test(arguments: DatabaseKind.allCases)
    func headlinesListWhatTheFullRowsList(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let first = try await database.ask("rent cap? #housing", to: "P000197", tags: ["housing"], by: account("alice"), at: date)
        let second = try await database.ask("transit?", to: "P000197", tags: [], by: account("bob"), at: date)
        let hidden = try await database.ask("spam", to: "P000197", tags: [], by: account("spammer"), at: date)
        _ = try await database.ask("water?", to: "S000033", tags: [], by: account("carol"), at: date)
        _ = try await database.upvote(second.id, by: account("carol"), day: day, limit: 3, at: date)
        #expect(try await database.verify(account("staffer"), as: "P000197", isStaff: true, at: date))
        #expect(try await database.answer(first.id, with: "yes", by: account("staffer"), at: date) != nil)
        #expect(try await database.setHidden(hidden.id, reason: "spam", at: date))
        let listings = [QuestionListing(), QuestionListing(official: "P000197"), QuestionListing(tag: "housing"),
                        QuestionListing(order: .new), QuestionListing(official: "P000197", order: .top, limit: 1)]
        for listing in listings {
            let headlines = try await database.reading { try $0.questionHeadlines(listing) }
            #expect(headlines == (try await database.reading { try $0.questions(listing) }).map(\.headline), "\(listing)")
        }
        let top = try await database.reading { try $0.questionHeadlines(QuestionListing(official: "P000197")) }
        #expect(top.map(\.id) == [second.id, first.id])
        #expect(top.map(\.isAnswered) == [false, true])
        #expect(top.map(\.upvotes) == [1, 0])
    }

    @Test(arguments: DatabaseKind.allCases)
    func onlyAnAccountVerifiedForThatMemberAnswers(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let question = try await database.ask("rent cap?", to: "P000197", tags: [], by: account("alice"), at: date)
        let staffer = account("staffer")
        #expect(try await database.answer(question.id, with: "yes", by: staffer, at: date) == nil)
        #expect(try await !database.verify(staffer, as: "X000000", isStaff: true, at: date))
        #expect(try await database.verify(staffer, as: "S000033", isStaff: true, at: date))
        #expect(try await database.answer(question.id, with: "yes", by: staffer, at: date) == nil)
        #expect(try await database.verify(staffer, as: "P000197", isStaff: true, at: date))
        let answered = try await database.answer(question.id, with: "yes", by: staffer, at: date)
        #expect(answered?.answer == Question.Answer(text: "yes", answererName: "staffer", isStaff: true, answeredAt: date))
        #expect(try await database.unverify(staffer))
        #expect(try await !database.unverify(staffer))
        #expect(try await database.answer(question.id, with: "again", by: staffer, at: date) == nil)
    }

    @Test(arguments: DatabaseKind.allCases)
    func forgetMeDeletesQuestionsUpvotesCommentsAndVerification(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let alice = account("alice")
        let bob = account("bob")
        let hers = try await database.ask("mine", to: "P000197", tags: ["x"], by: alice, at: date)
        let his = try await database.ask("his", to: "P000197", tags: [], by: bob, at: date)
        _ = try await database.upvote(hers.id, by: bob, day: day, limit: 3, at: date)
        _ = try await database.upvote(his.id, by: alice, day: day, limit: 3, at: date)
        #expect(try await database.comment("nice", on: his.id, by: alice, at: date))
        #expect(try await database.verify(alice, as: "P000197", isStaff: false, at: date))
        _ = try await database.answer(his.id, with: "answered", by: alice, at: date)
        let export = try #require(try await database.reading { try $0.export(alice) })
        #expect(export.questions.map(\.id) == [hers.id])
        #expect((export.upvotesGiven, export.comments, export.flags) == (1, 1, 0))
        #expect(export.verification?.memberBioguide == "P000197")

        #expect(try await database.forget(alice))

        #expect(try await database.reading { try $0.question(hers.id) } == nil)
        let left = try #require(try await database.reading { try $0.question(his.id) })
        #expect(left.upvotes == 0)
        #expect(left.answer?.answererName == nil)
        #expect(left.answer?.text == "answered")
        #expect(try await database.reading { try $0.comments(under: .id(his.id), in: .question) }.isEmpty)
        #expect(try await database.reading { try $0.verification(of: alice) } == nil)
        // bob's upvote on the deleted question went with it; his budget counts only what exists.
        #expect(try await database.reading { try $0.upvotesUsed(by: bob, day: day) } == 0)
        let orphans = try await database.engine.read { tx in
            try tx.value(Int.self, "SELECT (SELECT COUNT(*) FROM question_tag) + (SELECT COUNT(*) FROM upvote)")
        }
        #expect(orphans == 0)
    }

    /// An upvote that goes with its question (the asker's `forget me`) gives the voter that day's
    /// upvote back, as when the budget was the count of the day's upvotes ("v9-upvote-budget-refund").
    @Test(arguments: DatabaseKind.allCases)
    func anUpvoteDeletedWithItsQuestionGivesTheBudgetBack(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let hers = try await database.ask("mine", to: "P000197", tags: [], by: account("alice"), at: date).id
        let carols = try await database.ask("hers", to: "P000197", tags: [], by: account("carol"), at: date).id
        #expect(try await database.upvote(hers, by: account("bob"), day: day, limit: 1, at: date)
            == .counted(upvotes: 1, remainingToday: 0, rankAfter: 1, rose: false))
        #expect(try await database.upvote(carols, by: account("bob"), day: day, limit: 1, at: date) == .budgetSpent(limit: 1))

        #expect(try await database.forget(account("alice")))

        #expect(try await database.upvote(carols, by: account("bob"), day: day, limit: 1, at: date)
            == .counted(upvotes: 1, remainingToday: 0, rankAfter: 1, rose: false))
        #expect(try await database.reading { try $0.upvotesUsed(by: account("bob"), day: day) } == 1)
        // The voter's own `forget me` takes the budget rows with the account; nothing is left over.
        #expect(try await database.forget(account("bob")))
        #expect(try await database.engine.read { tx in try tx.value(Int.self, "SELECT COUNT(*) FROM upvote_budget") } == 0)
    }

    @Test(arguments: DatabaseKind.allCases)
    func flagsCountOncePerAccountAndLeaveWithHidingOrForgetting(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let one = try await database.ask("one", to: "P000197", tags: [], by: account("alice"), at: date)
        let two = try await database.ask("two", to: "P000197", tags: [], by: account("bob"), at: date)
        #expect(try await database.flag(one.id, reason: "rude", by: account("carol"), at: date))
        #expect(try await !database.flag(one.id, reason: "again", by: account("carol"), at: date))
        #expect(try await database.flag(two.id, reason: "spam", by: account("carol"), at: date))
        #expect(try await database.flag(two.id, reason: "scam", by: account("dan"), at: date.addingTimeInterval(1)))
        #expect(try await database.reading { try $0.flaggedQuestions() } == [
            FlaggedQuestion(questionID: two.id, flags: 2, reasons: ["spam", "scam"]),
            FlaggedQuestion(questionID: one.id, flags: 1, reasons: ["rude"]),
        ])
        try await database.setHidden(two.id, reason: "spam", at: date)
        #expect(try await database.reading { try $0.flaggedQuestions() }.map(\.questionID) == [one.id])
        try await database.forget(account("carol"))
        #expect(try await database.reading { try $0.flaggedQuestions() }.isEmpty)
    }

    @Test(arguments: DatabaseKind.allCases)
    func trendingTagsCountRecentVisibleQuestionsOnly(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let old = date.addingTimeInterval(-8 * 86_400)
        _ = try await database.ask("old", to: "P000197", tags: ["housing", "old"], by: account("a"), at: old)
        _ = try await database.ask("new", to: "P000197", tags: ["housing", "transit"], by: account("b"), at: date)
        _ = try await database.ask("also", to: "S000033", tags: ["Housing"], by: account("c"), at: date)
        let hidden = try await database.ask("spam", to: "S000033", tags: ["spam"], by: account("d"), at: date)
        try await database.setHidden(hidden.id, reason: "spam", at: date)
        let since = date.addingTimeInterval(-7 * 86_400)
        #expect(try await database.reading { try $0.trendingTags(since: since) }
            == [TagCount(tag: "housing", questions: 2), TagCount(tag: "transit", questions: 1)])
        #expect(try await database.reading { try $0.trendingTags(since: since, limit: 1) }.count == 1)
    }

    @Test(arguments: DatabaseKind.allCases)
    func storedUpvoteCountsStayEqualToTheUpvoteRowsThroughCascades(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let ids = try await askMany(6, in: database)
        for voter in 0..<5 {
            for id in ids.prefix(voter + 1) {
                _ = try await database.upvote(id, by: account("voter\(voter)"), day: day, limit: 10, at: date)
            }
        }
        try await database.forget(account("voter4"))
        try await database.forget(account("asker0"))
        // the rank rows follow hiding and showing again
        try await database.setHidden(ids[2], reason: "spam", at: date)
        try await database.setHidden(ids[3], reason: "spam", at: date)
        try await database.setHidden(ids[3], reason: nil, at: date)
        let upvotes = try await database.engine.read { tx in try tx.value(Int.self, "SELECT COUNT(*) FROM upvote") }
        // 15 given; voter4's 5 went with them, and the 4 others' of asker0's question with it
        #expect(upvotes == 6)
        #expect(try await orphanUpvoteRows(in: database) == 0)
        let (mismatches, unranked, ranks) = try await database.engine.read { tx in
            (try tx.value(Int.self, """
                SELECT COUNT(*) FROM question_rank
                WHERE upvote_count != (SELECT COUNT(*) FROM upvote WHERE upvote.question_id = question_rank.question_id)
                """),
             try tx.value(Int.self, """
                SELECT COUNT(*) FROM question q
                WHERE NOT EXISTS (SELECT 1 FROM question_rank r WHERE r.question_id = q.id
                                  AND r.member_bioguide = q.member_bioguide
                                  AND r.visible = CASE WHEN q.hidden_reason IS NULL THEN 1 ELSE 0 END)
                """),
             try tx.value(Int.self, "SELECT COUNT(*) FROM question_rank"))
        }
        #expect(mismatches == 0)
        // every question left has its one rank row, and the forgotten asker's went with theirs
        #expect(unranked == 0)
        #expect(ranks == 5)
        #expect(try await database.reading { try $0.question(ids[1]) }?.upvotes == 3)
    }

    @Test func topQuestionsOfAMemberReadAnIndexWithoutSorting() async throws {
        let database = try await database()
        let plan = try await database.writer.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + TownhallDatabase.questionSelect(.sqlite) + """
                 WHERE r.visible = 1 AND r.member_bioguide = ? ORDER BY r.upvote_count DESC, r.question_id LIMIT 10
                """, arguments: ["P000197"]).map { $0["detail"] as String }.joined(separator: "\n")
        }
        #expect(plan.contains("question_rank_top_visible"), "\(plan)")
        #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
    }

    @Test(arguments: DatabaseKind.allCases)
    func followsAreOncePerMemberListedExportedAndForgotten(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let alice = account("alice")
        #expect(try await database.follow(OfficialID("P000197"), by: alice, at: date))
        #expect(try await !database.follow(OfficialID("P000197"), by: alice, at: date))
        #expect(try await database.follow(OfficialID("S000033"), by: alice, at: date))
        #expect(try await database.follow(OfficialID("S000033"), by: account("bob"), at: date))
        #expect(try await database.reading { try $0.followedMembers(by: alice) }.map(\.bioguideID) == ["S000033", "P000197"])
        #expect(try await database.reading { try $0.followers(of: OfficialID("S000033")) }.map(\.name) == ["alice", "bob"])
        #expect(try await database.reading { try $0.export(alice) }?.following == ["P000197", "S000033"])
        #expect(try await database.unfollow(OfficialID("P000197"), by: alice))
        #expect(try await !database.unfollow(OfficialID("P000197"), by: alice))
        try await database.forget(alice)
        #expect(try await database.reading { try $0.followers(of: OfficialID("S000033")) }.map(\.name) == ["bob"])
    }

    @Test(arguments: DatabaseKind.allCases)
    func anAnswerQueuesOneDurableNotificationPerAskerUpvoterAndFollower(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let staffer = account("staffer")
        let question = try await database.ask("rent cap?", to: "P000197", tags: [], by: account("alice"), at: date)
        _ = try await database.upvote(question.id, by: account("bob"), day: day, limit: 3, at: date)
        _ = try await database.upvote(question.id, by: staffer, day: day, limit: 3, at: date)
        _ = try await database.follow(OfficialID("P000197"), by: account("carol"), at: date)
        _ = try await database.follow(OfficialID("P000197"), by: account("bob"), at: date)
        _ = try await database.follow(OfficialID("S000033"), by: account("dan"), at: date)
        try await database.verify(staffer, as: "P000197", isStaff: true, at: date)
        _ = try await database.answer(question.id, with: "yes", by: staffer, at: date, notification: { _ in "answered Q1" })
        _ = try await database.answer(question.id, with: "yes, edited", by: staffer, at: date, notification: { _ in "again" })

        let reopened = try database.secondProcess()
        for name in ["alice", "bob", "carol"] {
            #expect(try await reopened.reading { try $0.pendingNotifications(for: account(name)) }.map(\.message) == [.text("answered Q1")], "\(name)")
        }
        for name in ["dan", "staffer"] {
            #expect(try await reopened.reading { try $0.pendingNotifications(for: account(name)) }.isEmpty, "\(name)")
        }
        let bobs = try await reopened.reading { try $0.pendingNotifications(for: account("bob")) }
        try await reopened.markDelivered(bobs.map(\.id), at: date)
        try await reopened.markDelivered(bobs.map(\.id), at: date.addingTimeInterval(60))
        #expect(try await reopened.reading { try $0.pendingNotifications(for: account("bob")) }.isEmpty)
        try await reopened.forget(account("carol"))
        let left = try await reopened.engine.read { tx in try tx.value(Int.self, "SELECT COUNT(*) FROM notification") }
        #expect(left == 2)
    }
}
