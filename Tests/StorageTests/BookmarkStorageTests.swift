import Foundation
@testable import Storage
import Testing

@Suite("Bookmarks")
struct BookmarkStorageTests {
    let start = Date(timeIntervalSince1970: 1_793_700_000)
    let alice = AccountIdentity(network: "test", name: "alice")

    @Test("bookmarks are kept in the order saved, once each (any case), and go with the account",
          arguments: DatabaseKind.allCases)
    func keptInOrderAndForgotten(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        #expect(try await database.saveBookmark("R7", for: alice, at: start))
        #expect(try await database.saveBookmark("hr1-117", for: alice, at: start.addingTimeInterval(1)))
        #expect(try await !database.saveBookmark("r7", for: alice, at: start))
        let saved = try await database.reading { try $0.bookmarks(of: alice) }
        #expect(saved.map(\.reference) == ["R7", "hr1-117"])
        #expect(saved.map(\.savedAt) == [start, start.addingTimeInterval(1)])
        #expect(try await database.reading { try $0.bookmarks(of: AccountIdentity(network: "other", name: "alice")) }.isEmpty)
        #expect(try await database.removeBookmark("R7", for: alice))
        #expect(try await !database.removeBookmark("R7", for: alice))
        #expect(try await database.forget(alice))
        #expect(try await database.reading { try $0.bookmarks(of: alice) }.isEmpty)
    }
}
