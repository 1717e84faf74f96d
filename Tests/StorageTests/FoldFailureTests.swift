import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// On PostgreSQL a batch's upvotes (or likes) commit in tally shards, and the fold that copies
/// their sum onto the counted row is a transaction of its own after it (`ShardedTally`). A fold
/// that fails then must not turn committed votes into errors ("acknowledged means committed"):
/// the callers get the counts the shards hold, and a retry, the next fold of the row, or the next
/// open of the database repairs it. The fold is made to fail for real: a trigger refuses any
/// update of the counted column.
@Suite("A tally fold that fails after its batch committed")
struct FoldFailureTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let day = "2027-01-15"

    func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    func request(_ id: Int64, by name: String) -> UpvoteRequest {
        UpvoteRequest(questionID: id, account: account(name), day: day, limit: 3, date: date)
    }

    /// The count an upvote's reply says, nil for a refusal.
    func upvotes(_ outcome: UpvoteOutcome) -> Int? {
        if case .counted(let upvotes, _, _, _, _) = outcome { upvotes } else { nil }
    }

    /// Makes every update of `column` of `table` fail until `allowFolds` drops the trigger.
    func refuseFolds(of table: String, column: String, in database: TownhallDatabase) async throws {
        try await database.engine.write { tx in
            try tx.execute("""
                CREATE FUNCTION fold_refused() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN RAISE EXCEPTION 'fold refused'; END
                $$
                """)
            try tx.execute("CREATE TRIGGER fold_refused BEFORE UPDATE OF \(column) ON \(table) FOR EACH ROW EXECUTE FUNCTION fold_refused()")
        }
    }

    func allowFolds(on table: String, in database: TownhallDatabase) async throws {
        try await database.engine.write { tx in try tx.execute("DROP TRIGGER fold_refused ON \(table)") }
    }

    /// Two questions to one member, then a batch upvoting both: the same batch on SQLite (where
    /// the fold is part of the batch) says what each caller must hear.
    func questionsAndBatch(on kind: DatabaseKind) async throws -> (TownhallDatabase, [Int64], [UpvoteRequest]) {
        let database = try await kind.makeDatabase(label: "foldfail")
        try await SeedRows.members([QuestionStorageTests.pelosi], in: database)
        let first = try await database.ask("one", to: "P000197", tags: [], by: account("alice"), at: date).id
        let second = try await database.ask("two", to: "P000197", tags: [], by: account("bob"), at: date).id
        let batch = [request(second, by: "carol"), request(second, by: "dan"), request(first, by: "carol"),
                     request(second, by: "erin"), request(first, by: "alice")]
        return (database, [first, second], batch)
    }

    @Test func upvotersHearTheCommittedCountsWhenTheFoldFailsAndTheNextFoldRepairsTheRow() async throws {
        let (reference, _, referenceBatch) = try await questionsAndBatch(on: .sqlite)
        let expected = try await TownhallDatabase.commitUpvotes(referenceBatch, to: reference.engine)
        #expect(expected.map(upvotes) == [1, 2, 1, 3, nil])

        let (database, ids, batch) = try await questionsAndBatch(on: .postgres)
        try await refuseFolds(of: "question_rank", column: "upvote_count", in: database)
        let outcomes = try await TownhallDatabase.commitUpvotes(batch, to: database.engine)
        #expect(outcomes == expected)
        // The fold really failed: the rows still say 0, the shards hold the votes.
        #expect(try await database.reading { try $0.question(ids[1]) }?.upvotes == 0)
        #expect(try await database.reading { try $0.upvoters(of: ids[1]) }.count == 3)
        // A retry of a stored upvote is refused as one, not counted twice.
        #expect(try await TownhallDatabase.commitUpvotes([request(ids[1], by: "dan")], to: database.engine) == [.alreadyUpvoted])

        try await allowFolds(on: "question_rank", in: database)
        #expect(upvotes(try await database.upvote(ids[1], by: account("frank"), day: day, limit: 3, at: date)) == 4)
        #expect(try await database.reading { try $0.question(ids[1]) }?.upvotes == 4)
        #expect(upvotes(try await database.upvote(ids[0], by: account("frank"), day: day, limit: 3, at: date)) == 2)
        #expect(try await database.reading { try $0.question(ids[0]) }?.upvotes == 2)
        try await database.close()
    }

    /// A fold that failed is tried again in the background, so a stale count does not wait for
    /// the next vote on its row.
    @Test func aFailedFoldIsTriedAgainInTheBackground() async throws {
        let (database, ids, batch) = try await questionsAndBatch(on: .postgres)
        try await refuseFolds(of: "question_rank", column: "upvote_count", in: database)
        // the batch's votes committed without their fold, as `commitUpvotes` leaves them when it fails
        _ = try await database.engine.write { tx in try TownhallDatabase.applyReactions(batch, of: .questionUpvote, in: tx) }
        let retry = await ShardedTally.questionUpvotes.foldAfterCommit(
            ids, on: database.engine, retryDelays: [.milliseconds(300), .seconds(2), .seconds(10)])
        let retrying = try #require(retry, "the first fold should have failed")
        #expect(try await database.reading { try $0.question(ids[1]) }?.upvotes == 0)

        try await allowFolds(on: "question_rank", in: database)
        #expect(await retrying.value)
        #expect(try await database.reading { try $0.question(ids[1]) }?.upvotes == 3)
        #expect(try await database.reading { try $0.question(ids[0]) }?.upvotes == 1)
        try await database.close()
    }

    /// A process that died between a batch's commit and its fold leaves stale counts (upvotes and
    /// likes alike); the next process to open the database repairs them.
    @Test func staleCountsAreRepairedWhenTheDatabaseIsOpened() async throws {
        let (database, ids, batch) = try await questionsAndBatch(on: .postgres)
        try await SeedRows.zipDistricts([ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11)], in: database)
        guard case .filed(let incident, _) = try await database.report(.line, zip: "94110", text: "long line", imageURL: nil,
                                                                        by: account("reporter"), perHour: 10, at: date) else {
            throw StorageTestFailure("the report was not filed")
        }
        let likes = ["ann", "ben"].map { LikeRequest(incidentID: incident, account: account($0), date: date) }
        _ = try await database.engine.write { tx in
            (try TownhallDatabase.applyReactions(batch, of: .questionUpvote, in: tx), try TownhallDatabase.applyReactions(likes, of: .reportLike, in: tx))
        }
        #expect(try await database.reading { try $0.question(ids[1]) }?.upvotes == 0)
        #expect(try await database.reading { try $0.incident(incident) }?.likes == 0)

        let reopened = try await DatabaseKind.reopen(database)
        #expect(try await reopened.reading { try $0.question(ids[1]) }?.upvotes == 3)
        #expect(try await reopened.reading { try $0.question(ids[0]) }?.upvotes == 1)
        #expect(try await reopened.reading { try $0.incident(incident) }?.likes == 2)
        #expect(try await reopened.repairStaleTallies() == 0, "nothing is left stale")
        try await reopened.close()
        try await database.close()
    }

    @Test func likersHearTheCommittedCountsWhenTheFoldFailsAndTheNextFoldRepairsTheRow() async throws {
        let database = try await DatabaseKind.postgres.makeDatabase(label: "foldfail")
        try await SeedRows.zipDistricts([ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11)], in: database)
        guard case .filed(let id, _) = try await database.report(.line, zip: "94110", text: "long line", imageURL: nil,
                                                                  by: account("reporter"), perHour: 10, at: date) else {
            throw StorageTestFailure("the report was not filed")
        }
        try await refuseFolds(of: "incident", column: "like_count", in: database)
        let likes = ["ann", "ben", "reporter", "ann"].map { LikeRequest(incidentID: id, account: account($0), date: date) }
        let outcomes = try await TownhallDatabase.commitLikes(likes, to: database.engine)
        #expect(outcomes == [.counted(likes: 1), .counted(likes: 2), .ownReport, .unchanged])
        #expect(try await database.reading { try $0.incident(id) }?.likes == 0)

        try await allowFolds(on: "incident", in: database)
        #expect(try await database.like(id, by: account("cat"), at: date) == .counted(likes: 3))
        #expect(try await database.reading { try $0.incident(id) }?.likes == 3)
        try await database.close()
    }
}
