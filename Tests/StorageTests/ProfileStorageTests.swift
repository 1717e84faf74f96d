import Foundation
@testable import Storage
import Testing

@Suite("Profiles")
struct ProfileStorageTests {
    let alice = AccountIdentity(network: "libera", name: "alice")
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: DatabaseKind.allCases)
    func updateCreatesAccountAndProfileThenChangesOnlyWhatIsAsked(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        #expect(try await database.reading { try $0.profile(of: alice) } == nil)
        try await database.updateProfile(of: alice, at: date) {
            $0.zip = "10001"
            $0.district = CongressionalDistrict(state: "NY", number: 12)
        }
        let later = date.addingTimeInterval(60)
        let profile = try await database.updateProfile(of: alice, at: later) { $0.bio = "hi ✨" }
        #expect(profile.zip == "10001")
        #expect(profile.district?.code == "NY-12")
        #expect(profile.bio == "hi ✨")
        #expect(profile.createdAt == date)
        #expect(profile.updatedAt == later)
        #expect(try await database.reading { try $0.profile(of: alice) } == profile)
    }

    @Test(arguments: DatabaseKind.allCases)
    func accountNamesCompareWithoutCaseButNetworksStayApart(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        try await database.updateProfile(of: alice, at: date) { $0.party = "Green" }
        #expect(try await database.reading { try $0.profile(of: AccountIdentity(network: "libera", name: "ALICE")) }?.party == "Green")
        #expect(try await database.reading { try $0.profile(of: AccountIdentity(network: "oftc", name: "alice")) } == nil)
    }

    @Test(arguments: DatabaseKind.allCases)
    func forgetDeletesEverythingOfThatAccountOnly(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let bob = AccountIdentity(network: "libera", name: "bob")
        try await database.updateProfile(of: alice, at: date) { $0.zip = "94110" }
        try await database.updateProfile(of: bob, at: date) { $0.zip = "05401" }
        #expect(try await database.forget(alice))
        #expect(try await database.reading { try $0.profile(of: alice) } == nil)
        #expect(try await database.reading { try $0.export(alice) } == nil)
        #expect(try await database.reading { try $0.profile(of: bob) }?.zip == "05401")
        #expect(try await database.forget(alice) == false)
    }

    @Test func exportHoldsAccountAndProfile() async throws {
        let database = try TownhallDatabase.temporary()
        try await database.updateProfile(of: alice, at: date) {
            $0.zip = "82001"
            $0.isPrivate = true
        }
        let export = try #require(try await database.reading { try $0.export(alice) })
        #expect(export.account == alice)
        #expect(export.createdAt == date)
        #expect(export.profile?.zip == "82001")
        #expect(export.profile?.isPrivate == true)
    }
}
