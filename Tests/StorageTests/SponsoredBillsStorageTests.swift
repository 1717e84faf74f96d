import Foundation
@testable import Storage
import Testing

/// `bills by <member>` reads what the bill status files say a member sponsored and cosponsored:
/// both roles, newest signing first, a withdrawn cosponsorship left out, paged by offset.
@Suite("A member's sponsored and cosponsored bills")
struct SponsoredBillsStorageTests {
    static let ana: MemberID = "A000001", ben: MemberID = "B000002"

    static func sponsor(_ member: MemberID, date: String? = nil, original: Bool? = nil, withdrawn: String? = nil) -> Bill.Sponsor {
        Bill.Sponsor(bioguideID: member, fullName: "Rep. \(member.bioguide)", sponsorshipDate: date, isOriginalCosponsor: original,
                     withdrawnDate: withdrawn)
    }

    static let bills = [
        // ana sponsors hr1 (introduced 2021-01-04), cosponsors hr2 from its first day and s3 later,
        // and withdrew from hr4
        Bill(id: BillID(type: .hr, number: 1, congress: 117), title: "First", introducedDate: "2021-01-04",
             sponsor: sponsor(ana), cosponsors: [sponsor(ben, date: "2021-01-04", original: true)]),
        Bill(id: BillID(type: .hr, number: 2, congress: 117), title: "Second", introducedDate: "2021-03-01",
             sponsor: sponsor(ben), cosponsors: [sponsor(ana, date: "2021-03-01", original: true)]),
        Bill(id: BillID(type: .s, number: 3, congress: 117), title: "Third", introducedDate: "2021-02-01",
             sponsor: sponsor(ben), cosponsors: [sponsor(ana, date: "2021-06-30", original: false)]),
        Bill(id: BillID(type: .hr, number: 4, congress: 117), title: "Fourth", introducedDate: "2021-05-01",
             sponsor: sponsor(ben), cosponsors: [sponsor(ana, date: "2021-05-01", original: true, withdrawn: "2021-05-20")]),
    ]

    @Test(arguments: DatabaseKind.allCases)
    func bothRolesNewestFirstWithoutWithdrawn(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        _ = try await database.storeBills(Self.bills, at: Date(timeIntervalSince1970: 1_800_000_000))
        let anas = try await database.reading { try $0.sponsoredBills(by: Self.ana, limit: 10) }
        #expect(anas.map { "\($0.bill.id.key) \($0.role) \($0.date ?? "-")" } == [
            "s3-117 cosponsor(original: false) 2021-06-30",
            "hr2-117 cosponsor(original: true) 2021-03-01",
            "hr1-117 sponsor 2021-01-04",
        ])
        #expect(try await database.reading { try $0.sponsoredBills(by: Self.ana, limit: 2, offset: 1) }.map(\.bill.id.key)
            == ["hr2-117", "hr1-117"])
        #expect(try await database.reading { try $0.sponsoredBills(by: Self.ben, limit: 10) }.map(\.bill.id.key)
            == ["hr4-117", "hr2-117", "s3-117", "hr1-117"])
        #expect(try await database.reading { try $0.sponsoredBills(by: "Z000009", limit: 10) }.isEmpty)
    }
}
