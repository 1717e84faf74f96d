import Foundation
@testable import Storage
import Testing

/// Rock posts on a real SQLite file: tags, likes kept in step with their count, own-post
/// deletion, hiding, and `forget me` taking posts along.
@Suite("Rock posts")
struct RockPostStorageTests {
    static let alice = AccountIdentity(network: "test", name: "alice")
    static let bob = AccountIdentity(network: "test", name: "bob")
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("a post is stored with its tags and listed newest first, by tag and by author", arguments: DatabaseKind.allCases)
    func postAndList(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let first = try await database.postRock(imageURL: "https://e.org/a.jpg", caption: "geode #quartz", tags: ["quartz"],
                                                by: Self.alice, at: Self.now)
        let second = try await database.postRock(imageURL: "https://e.org/b.jpg", caption: "cube", tags: [],
                                                 by: Self.bob, at: Self.now)
        let newest = try await database.reading { try $0.rockPosts(order: .newest, limit: 5) }
        #expect(newest.map(\.id) == [second.id, first.id])
        #expect(try await database.reading { try $0.rockPosts(tag: "quartz", order: .newest, limit: 5) }.map(\.id) == [first.id])
        #expect(try await database.reading { try $0.rockPosts(author: Self.bob, order: .newest, limit: 5) }.map(\.id) == [second.id])
        #expect(try await database.reading { try $0.rockPost(first.id) }?.tags == ["quartz"])
    }

    @Test("likes move the count once per account, never on one's own post", arguments: DatabaseKind.allCases)
    func likes(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let post = try await database.postRock(imageURL: "https://e.org/a.jpg", caption: "geode", tags: [], by: Self.alice, at: Self.now)
        #expect(try await database.setRockLike(true, post: post.id, by: Self.bob, at: Self.now) == .done(likes: 1))
        #expect(try await database.setRockLike(true, post: post.id, by: Self.bob, at: Self.now) == .unchanged)
        #expect(try await database.setRockLike(true, post: post.id, by: Self.alice, at: Self.now) == .ownPost)
        #expect(try await database.reading { try $0.rockPosts(order: .mostLiked, limit: 1) }.first?.likes == 1)
        #expect(try await database.setRockLike(false, post: post.id, by: Self.bob, at: Self.now) == .done(likes: 0))
        #expect(try await database.setRockLike(false, post: post.id, by: Self.bob, at: Self.now) == .unchanged)
        #expect(try await database.setRockLike(true, post: 999, by: Self.bob, at: Self.now) == .noSuchPost)
    }

    @Test("only the author deletes; hidden and forgotten posts leave every list", arguments: DatabaseKind.allCases)
    func deleteHideForget(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let post = try await database.postRock(imageURL: "https://e.org/a.jpg", caption: "geode", tags: ["x"], by: Self.alice, at: Self.now)
        #expect(try await database.deleteRockPost(post.id, by: Self.bob) == .notYours(author: "alice"))
        #expect(try await database.setRockPostHidden(post.id, reason: "spam"))
        #expect(try await database.reading { try $0.rockPost(post.id) } == nil)
        #expect(try await database.deleteRockPost(post.id, by: Self.alice) == .deleted)
        #expect(try await database.deleteRockPost(post.id, by: Self.alice) == .noSuchPost)
        _ = try await database.postRock(imageURL: "https://e.org/b.jpg", caption: "cube", tags: ["y"], by: Self.alice, at: Self.now)
        try await database.forget(Self.alice)
        #expect(try await database.reading { try $0.rockPostCount() } == 0)
    }
}
