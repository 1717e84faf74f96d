import Foundation
@testable import Storage
import Testing

@Suite("Bulk load")
struct BulkLoadTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    func load(upvoteQuestion: Int = 1) -> BulkLoad {
        BulkLoad(
            accounts: ["ann", "ben", "cy"].map { AccountIdentity(network: "bench", name: $0) }, accountsCreatedAt: date,
            questions: (0..<4).map { BulkLoad.Question(asker: $0 % 3, memberBioguide: "S000033", text: "q\($0)", createdAt: date) },
            upvotes: [BulkLoad.Upvote(question: upvoteQuestion, voter: 0, day: "2027-01-15", createdAt: date),
                      BulkLoad.Upvote(question: 1, voter: 2, day: "2027-01-15", createdAt: date)])
    }

    func database(_ kind: DatabaseKind) async throws -> TownhallDatabase {
        let database = try await kind.makeDatabase()
        try await SeedRows.members([Member(bioguideID: "S000033", firstName: "Bernard", lastName: "Sanders",
                                           chamber: .senate, state: "VT")], in: database)
        return database
    }

    @Test(arguments: DatabaseKind.allCases)
    func rowsArriveWithTheirLinksAndCounts(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        try await database.bulkLoad(load())
        #expect(try await database.reading { try $0.questionCount() } == 4)
        let top = try await database.reading { try $0.questions(QuestionListing(official: "S000033", order: .top)) }
        #expect(top.map(\.text) == ["q1", "q0", "q2", "q3"])
        #expect(top.map(\.upvotes) == [2, 0, 0, 0])
        #expect(top.map(\.askerName) == ["ben", "ann", "cy", "ann"])
        #expect(try await database.reading { try $0.upvotesUsed(by: AccountIdentity(network: "bench", name: "ann"), day: "2027-01-15") } == 1)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aBadIndexWritesNothing(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        await #expect(throws: StorageError.bulkLoadIndexOutOfRange(table: "questions", index: 9)) {
            try await database.bulkLoad(load(upvoteQuestion: 9))
        }
        #expect(try await database.reading { try $0.questionCount() } == 0)
    }
}
