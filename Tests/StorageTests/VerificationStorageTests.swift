import Foundation
@testable import Storage
import Testing

@Suite("Verified member and staff accounts")
struct VerificationStorageTests {
    @Test("verification follows admin verify and unverify, per network", arguments: DatabaseKind.allCases)
    func verifiedAccounts(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        try await database.replaceMembers([Member(bioguideID: "P000197", firstName: "Nancy", lastName: "Pelosi",
                                                  chamber: .house, state: "CA", district: 11, party: "Democrat")])
        let staff = AccountIdentity(network: "libera", name: "pelosistaff")
        #expect(try await database.reading { try $0.verification(of: staff) } == nil)
        #expect(try await database.verify(staff, as: "P000197", isStaff: true, at: date))
        #expect(try await database.reading { try $0.verification(of: staff) }
                == Verification(memberBioguide: "P000197", isStaff: true, verifiedAt: date))
        #expect(try await !database.verify(staff, as: "X000000", isStaff: false, at: date))  // no such member: unchanged
        #expect(try await database.reading { try $0.verification(of: AccountIdentity(network: "oftc", name: "pelosistaff")) } == nil)
        #expect(try await database.unverify(staff))
        #expect(try await !database.unverify(staff))
        #expect(try await database.reading { try $0.verification(of: staff) } == nil)
    }
}
