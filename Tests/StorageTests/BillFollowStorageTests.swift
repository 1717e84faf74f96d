import Foundation
@testable import Storage
import Testing

/// Following bills and members, comments, and the outbox alerts a new roll call queues.
@Suite("Bill follows, comments and roll-call alerts")
struct BillFollowStorageTests {
    static let billID = BillID(type: .hr, number: 5376, congress: 117)
    static let alice = AccountIdentity(network: "test", name: "alice")
    static let bob = AccountIdentity(network: "test", name: "bob")
    static let carol = AccountIdentity(network: "test", name: "carol")
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    /// The facts of each alert in one line, so these tests check what Storage gathers; the
    /// sentence people read is Civic's (`RollCallAlertTextTests`).
    static func alertFacts(_ message: NotificationMessage) -> String {
        guard case .rollCallAlert(let alert) = message else { return "not a roll-call alert: \(message)" }
        return "\(alert.rollCall.id.chatForm) on \(alert.rollCall.bill?.key ?? "-"): \(alert.rollCall.result ?? "?"); "
            + alert.casts.map { "\($0.lastName) \($0.option)" }.joined(separator: ", ")
    }

    static let bill = Bill(id: billID, title: "Inflation Reduction Act of 2022",
                           summaries: [Bill.Summary(text: "Lowers prescription drug prices; invests in energy security.")])

    static let members = [
        Member(bioguideID: "P000145", lisID: "S413", firstName: "Alex", lastName: "Padilla", chamber: .senate, state: "CA"),
        Member(bioguideID: "S000033", lisID: "S313", firstName: "Bernard", lastName: "Sanders", chamber: .senate, state: "VT"),
    ]

    static func rollCall(_ number: Int, bill: BillID? = billID, updatedAt: Date? = nil, result: String = "Bill Passed") -> RollCall {
        RollCall(RollCallSummary(id: RollCallID(chamber: .senate, number: number, congress: 117, session: "2022"),
                                 date: Date(timeIntervalSince1970: 1_660_000_000 + Double(number)),
                                 question: "On Passage of the Bill", result: result, resultText: "\(result) (50-50)",
                                 updatedAt: updatedAt, bill: bill),
                 casts: [
                    RollCall.Cast(option: "Yea", voterKey: "S413", displayName: "Padilla (D-CA)", party: "D", state: "CA"),
                    RollCall.Cast(option: "Yea", voterKey: "S313", displayName: "Sanders (I-VT)", party: "I", state: "VT"),
                    RollCall.Cast(option: "Nay", voterKey: "S999", displayName: "Gone (R-XX)", party: "R", state: "XX"),
                    RollCall.Cast(option: "Yea", voterKey: "VP", displayName: "Vice President"),
                 ])
    }

    private func database(_ kind: DatabaseKind) async throws -> TownhallDatabase {
        let database = try await kind.makeDatabase()
        try await database.replaceMembers(Self.members)
        try await database.storeBills([Self.bill], at: Self.now)
        return database
    }

    /// The outbox keeps what the alert is about, not words: the row's text is empty and its
    /// facts are the roll call and the casts, read back whole.
    @Test("a roll-call alert waits as its facts, not as a sentence", arguments: DatabaseKind.allCases)
    func rollCallAlertWaitsAsFacts(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        _ = try await database.follow(OfficialID("S000033"), by: Self.alice, at: Self.now)
        try await database.storeRollCalls([Self.rollCall(325)], at: Self.now)
        let row = try #require(try await database.reading { snapshot in
            try snapshot.tx.row("SELECT text, facts_kind, facts FROM notification")
        })
        #expect(try row.decode(String.self, "text") == "")
        #expect(try row.decode(String.self, "facts_kind") == "roll-call-alert")
        #expect(try row.decode(String.self, "facts").contains("\"lastName\":\"Sanders\""))
        let pending = try await database.reading { try $0.pendingNotifications(for: Self.alice) }
        guard case .rollCallAlert(let alert) = try #require(pending.first).message else {
            Issue.record("expected a roll-call alert, got \(pending)")
            return
        }
        #expect(alert.rollCall.id == Self.rollCall(325).id && alert.rollCall.bill == Self.billID
                && alert.rollCall.resultText == "Bill Passed (50-50)")
        #expect(alert.casts == [RollCallAlert.Cast(lastName: "Sanders", option: "Yea")])
    }

    @Test(arguments: DatabaseKind.allCases)
    func followingABillIsIdempotentAndListed(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        #expect(try await database.follow(Self.billID, by: Self.alice, at: Self.now))
        #expect(try await !database.follow(Self.billID, by: Self.alice, at: Self.now))
        #expect(try await database.reading { try $0.followedBills(by: Self.alice) }.map(\.id) == [Self.billID])
        #expect(try await database.reading { try $0.followers(of: Self.billID) } == [Self.alice])
        _ = try await database.commentOnBill(Self.billID, text: "hello", by: Self.alice, at: Self.now)
        #expect(try await database.reading { try $0.comments(under: .bill(Self.billID), in: .bill) }.map(\.authorName) == ["alice"])
        let export = try #require(try await database.reading { try $0.export(Self.alice) })
        #expect(export.followingBills == ["hr5376-117"] && export.billComments == 1)
        #expect(try await database.unfollow(Self.billID, by: Self.alice))
        #expect(try await !database.unfollow(Self.billID, by: Self.alice))
        #expect(try await database.reading { try $0.followedBills(by: Self.alice) }.isEmpty)
        await #expect(throws: StorageError.unknownBill("hr1-117")) {
            try await database.follow(BillID(type: .hr, number: 1, congress: 117), by: Self.alice, at: Self.now)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func commentsAreKeptInOrderAndGoWithTheirAuthor(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        for (index, text) in ["first", "second", "third"].enumerated() {
            let comment = try await database.commentOnBill(Self.billID, text: text, by: index == 1 ? Self.bob : Self.alice,
                                                           at: Self.now.addingTimeInterval(Double(index)))
            #expect(comment.text == text && comment.billID == Self.billID)
        }
        #expect(try await database.reading { try $0.comments(under: .bill(Self.billID), in: .bill, latest: 2) }.map(\.text) == ["second", "third"])
        #expect(try await database.reading { try $0.comments(under: .bill(Self.billID), in: .bill) }.map(\.authorName) == ["alice", "bob", "alice"])
        #expect(try await database.forget(Self.alice))
        #expect(try await database.reading { try $0.comments(under: .bill(Self.billID), in: .bill) }.map(\.text) == ["second"])
        await #expect(throws: StorageError.unknownBill("s1-117")) {
            try await database.commentOnBill(BillID(type: .s, number: 1, congress: 117), text: "x", by: Self.bob, at: Self.now)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func aNewRollCallAlertsBillAndMemberFollowersOnceEach(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        _ = try await database.follow(Self.billID, by: Self.alice, at: Self.now)
        _ = try await database.follow(OfficialID("P000145"), by: Self.bob, at: Self.now)
        _ = try await database.follow(OfficialID("P000145"), by: Self.alice, at: Self.now)
        _ = try await database.follow(OfficialID("S000033"), by: Self.alice, at: Self.now)
        _ = try await database.updateProfile(of: Self.carol, at: Self.now) { $0.bio = "follows nothing" }

        let summary = try await database.storeRollCalls([Self.rollCall(325)], at: Self.now)
        #expect(summary == RollCallImportSummary(added: 1, castsWritten: 4, notificationsQueued: 2))
        #expect(try await database.reading { try $0.pendingNotifications(for: Self.alice) }.map { Self.alertFacts($0.message) }
                == ["s325-2022 on hr5376-117: Bill Passed; Padilla Yea, Sanders Yea"])
        #expect(try await database.reading { try $0.pendingNotifications(for: Self.bob) }.map { Self.alertFacts($0.message) }
                == ["s325-2022 on hr5376-117: Bill Passed; Padilla Yea"])
        #expect(try await database.reading { try $0.pendingNotifications(for: Self.carol) }.isEmpty)

        // Importing it again, even as a newer record, queues nothing more.
        let again = try await database.storeRollCalls([Self.rollCall(325, updatedAt: Self.now)], at: Self.now)
        #expect(again == RollCallImportSummary(updated: 1, castsWritten: 4))
        #expect(try await database.reading { try $0.pendingNotifications(for: Self.alice) }.count == 1)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aRollCallWithoutABillAlertsOnlyMemberFollowers(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        _ = try await database.follow(Self.billID, by: Self.alice, at: Self.now)
        _ = try await database.follow(OfficialID("S000033"), by: Self.bob, at: Self.now)
        let summary = try await database.storeRollCalls([Self.rollCall(105, bill: nil, result: "Nomination Confirmed")], at: Self.now)
        #expect(summary.notificationsQueued == 1)
        #expect(try await database.reading { try $0.pendingNotifications(for: Self.bob) }.map { Self.alertFacts($0.message) }
                == ["s105-2022 on -: Nomination Confirmed; Sanders Yea"])
        #expect(try await database.reading { try $0.pendingNotifications(for: Self.alice) }.isEmpty)
    }

    @Test(arguments: DatabaseKind.allCases)
    func oldRollCallsCanBeStoredQuietly(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        _ = try await database.follow(Self.billID, by: Self.alice, at: Self.now)
        let old = Self.rollCall(7), recent = Self.rollCall(8)
        let summary = try await database.storeRollCalls([old, recent], at: Self.now, quietBefore: recent.date)
        #expect(summary == RollCallImportSummary(added: 2, castsWritten: 8, notificationsQueued: 1))
        #expect(try await database.reading { try $0.pendingNotifications(for: Self.alice) }.map { Self.alertFacts($0.message) }.first?.hasPrefix("s8-2022 ") == true)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aFailedBatchWritesNothingAndQueuesNothing(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        _ = try await database.follow(Self.billID, by: Self.alice, at: Self.now)
        var broken = Self.rollCall(2)
        broken.casts.append(broken.casts[0])  // the same voter twice violates the primary key
        await #expect(throws: (any Error).self) {
            try await database.storeRollCalls([Self.rollCall(1), broken], at: Self.now)
        }
        #expect(try await database.reading { try $0.rollCallCount() } == 0)
        #expect(try await database.reading { try $0.pendingNotifications(for: Self.alice) }.isEmpty)
    }

    @Test(arguments: DatabaseKind.allCases)
    func castsStoredBeforeTheirMembersAreLinkedByTheMembersImport(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let house = RollCall(RollCallSummary(id: RollCallID(chamber: .house, number: 9, congress: 117, session: "2022"),
                                             date: Self.now, question: "On Passage"),
                             casts: [RollCall.Cast(option: "No", voterKey: "H000001", displayName: "Hill")])
        try await database.storeRollCalls([Self.rollCall(325, bill: nil), house], at: Self.now)
        let id = Self.rollCall(325).id
        #expect(try await database.reading { try $0.casts(in: id, of: ["P000145"]) }.isEmpty)
        let hill = Member(bioguideID: "H000001", firstName: "Ann", lastName: "Hill", chamber: .house, state: "VT", district: 0)
        try await database.replaceMembers(Self.members + [hill])
        #expect(try await database.reading { try $0.casts(in: id, of: ["S000033", "P000145"]) }.map(\.voterKey) == ["S313", "S413"])
        #expect(try await database.reading { try $0.recentVotes(of: "P000145") }.map(\.cast.option) == ["Yea"])
        #expect(try await database.reading { try $0.recentVotes(of: "H000001") }.map(\.cast.option) == ["No"])
        #expect(try await database.reading { try $0.rollCallRecord(id) }?.casts.filter { $0.memberBioguide == nil }.map(\.voterKey) == ["S999", "VP"])
    }

    @Test(arguments: DatabaseKind.allCases)
    func searchNeverThrowsOnPunctuationAndRanksTitlesFirst(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let other = Bill(id: BillID(type: .s, number: 1, congress: 117), title: "Energy Security Act",
                         summaries: [Bill.Summary(text: "Nothing about inflation reduction.")])
        try await database.storeBills([other], at: Self.now)
        #expect(try await database.reading { try $0.searchBills("inflation reduction") }.map(\.id.key) == ["hr5376-117", "s1-117"])
        #expect(try await database.reading { try $0.searchBills("energy security") }.map(\.id.key) == ["s1-117", "hr5376-117"])
        #expect(try await database.reading { try $0.searchBills("prescription drugs") }.map(\.id.key) == ["hr5376-117"])  // stemmed
        #expect(try await database.reading { try $0.searchBills("prescription zebra") }.map(\.id.key) == ["hr5376-117"])  // any word
        for hostile in ["\"", "*", "NEAR(", "a\"b", "OR", "NOT", "(", ")", ":", "^", "{}", "-x", "x*", "'"] {
            _ = try await database.reading { try $0.searchBills(hostile) }
        }
        #expect(TownhallDatabase.searchTerms("NEAR(inflation, \"x\")*") == ["\"NEAR\"", "\"inflation\"", "\"x\""])
    }
}
