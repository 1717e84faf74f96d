import Foundation
import Storage
import Testing

@Suite("Verified member and staff accounts")
struct VerificationStorageTests {
    @Test("isVerified follows admin verify and unverify, per network")
    func verifiedAccounts() async throws {
        let database = try TownhallDatabase.temporary()
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        try await database.replaceMembers([Member(bioguideID: "P000197", firstName: "Nancy", lastName: "Pelosi",
                                                  chamber: .house, state: "CA", district: 11, party: "Democrat")])
        let staff = AccountIdentity(network: "libera", name: "pelosistaff")
        #expect(await database.isVerified(staff) == false)
        #expect(try await database.verify(staff, as: "P000197", isStaff: true, at: date))
        #expect(await database.isVerified(staff))
        #expect(await database.isVerified(AccountIdentity(network: "oftc", name: "pelosistaff")) == false)
        #expect(try await database.unverify(staff))
        #expect(await database.isVerified(staff) == false)
    }
}
