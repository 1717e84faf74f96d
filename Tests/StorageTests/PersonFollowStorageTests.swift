import Foundation
@testable import Storage
import Testing

@Suite("Following people (by account)")
struct PersonFollowStorageTests {
    let start = Date(timeIntervalSince1970: 1_793_700_000)
    func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    @Test(arguments: DatabaseKind.allCases)
    func followsCountAndFilterPostsAndGoWithEitherAccount(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let (alice, bob, carol) = (account("alice"), account("bob"), account("carol"))
        _ = try await database.postRock(imageURL: "https://example.org/a.jpg", caption: "quartz", tags: [], by: bob, at: start)
        _ = try await database.postRock(imageURL: "https://example.org/b.jpg", caption: "mica", tags: [], by: carol, at: start)
        #expect(try await database.followPerson(bob, by: alice, at: start))
        #expect(try await database.followPerson(account("BOB"), by: alice, at: start) == false)  // names fold as services do
        let posts = try await database.reading { try $0.rockPosts(followedBy: alice, order: .newest, limit: 10) }
        #expect(posts.map(\.caption) == ["quartz"])
        #expect(try await database.reading { try $0.personFollowCounts(of: bob) } == (1, 0))
        #expect(try await database.reading { try $0.personFollowCounts(of: alice) } == (0, 1))
        #expect(try await database.reading { try $0.followedPeople(by: alice) } == ["bob"])
        #expect(try await database.forget(bob))
        #expect(try await database.reading { try $0.personFollowCounts(of: alice) } == (0, 0))
        #expect(try await database.unfollowPerson(bob, by: alice) == false)
    }
}
