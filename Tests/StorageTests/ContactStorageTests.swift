import Foundation
@testable import Storage
import Testing

/// District offices and social media accounts: each import replaces the whole set.
@Suite("Contact: district offices and social accounts")
struct ContactStorageTests {
    let pelosi = MemberID("P000197")
    let sanders = MemberID("S000033")

    @Test("offices keep the file's order per member, and a new import replaces the old", arguments: DatabaseKind.allCases)
    func districtOffices(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let offices = [
            DistrictOffice(memberID: pelosi, officeID: "P000197-san_francisco", address: "90 7th St.", suite: "Suite 2-800",
                           city: "San Francisco", state: "CA", zip: "94103", phone: "415-556-4862", hours: "M-F 9-5:30pm"),
            DistrictOffice(memberID: sanders, city: "Burlington", state: "VT"),
            DistrictOffice(memberID: pelosi, officeID: "P000197-oakland", city: "Oakland", state: "CA"),
        ]
        let summary = try await database.replaceDistrictOffices(offices)
        #expect(summary == ContactImportSummary(members: 2, entries: 3))
        #expect(try await database.reading { try $0.districtOffices(of: pelosi) } == [offices[0], offices[2]])
        #expect(try await database.reading { try $0.districtOfficeCount() } == 3)
        try await database.replaceDistrictOffices([offices[1]])
        #expect(try await database.reading { try $0.districtOffices(of: pelosi) }.isEmpty)
        #expect(try await database.reading { try $0.districtOffices(of: sanders) } == [offices[1]])
    }

    @Test("social accounts are listed by service, and a new import replaces the old", arguments: DatabaseKind.allCases)
    func socialAccounts(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let accounts = [
            SocialAccount(memberID: sanders, service: "youtube", handle: "senatorsanders"),
            SocialAccount(memberID: sanders, service: "twitter", handle: "SenSanders"),
            SocialAccount(memberID: pelosi, service: "twitter", handle: "SpeakerPelosi"),
        ]
        #expect(try await database.replaceSocialAccounts(accounts) == ContactImportSummary(members: 2, entries: 3))
        #expect(try await database.reading { try $0.socialAccounts(of: sanders) } == [accounts[1], accounts[0]])
        try await database.replaceSocialAccounts(Array(accounts.prefix(1)))
        #expect(try await database.reading { try $0.socialAccountCount() } == 1)
        #expect(try await database.reading { try $0.socialAccounts(of: pelosi) }.isEmpty)
    }
}
