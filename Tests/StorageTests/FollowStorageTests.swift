import Foundation
@testable import Storage
import Testing

/// Following members and bills by account, on both engines.
@Suite("Following members and bills")
struct FollowStorageTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let alice = AccountIdentity(network: "test", name: "alice")
    let bob = AccountIdentity(network: "test", name: "bob")

    @Test("follows are kept once per account, listed by name, and undone", arguments: DatabaseKind.allCases)
    func followAndUnfollowAMember(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        try await database.replaceMembers([
            Member(bioguideID: "S000033", lisID: "S313", firstName: "Bernard", lastName: "Sanders", chamber: .senate, state: "VT"),
        ])
        let sanders = OfficialID("S000033")
        #expect(try await database.follow(sanders, by: bob, at: date))
        #expect(try await database.follow(sanders, by: alice, at: date))
        #expect(try await !database.follow(sanders, by: AccountIdentity(network: "test", name: "ALICE"), at: date))
        #expect(try await database.reading { try $0.followers(of: sanders) } == [alice, bob])
        #expect(try await database.reading { try $0.followedMembers(by: alice) }.map(\.lastName) == ["Sanders"])
        #expect(try await database.unfollow(sanders, by: alice))
        #expect(try await !database.unfollow(sanders, by: alice))
        #expect(try await database.reading { try $0.followers(of: sanders) } == [bob])
    }

    @Test("following a member or bill that is not stored is refused and writes nothing", arguments: DatabaseKind.allCases)
    func unknownTargets(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        await #expect(throws: StorageError.unknownMember("X000000")) {
            try await database.follow(OfficialID("X000000"), by: alice, at: date)
        }
        await #expect(throws: StorageError.unknownBill("hr1-117")) {
            try await database.follow(BillID(type: .hr, number: 1, congress: 117), by: alice, at: date)
        }
        #expect(try await database.reading { try $0.export(alice) } == nil)
    }
}
