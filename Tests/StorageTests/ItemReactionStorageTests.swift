import Foundation
import Storage
import Testing

/// What likes by reaction keep: the item each bot message shows, and each reaction that counted
/// until it is withdrawn.
@Suite("Item reactions")
struct ItemReactionStorageTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("a message's item is kept per network, first record standing", arguments: DatabaseKind.allCases)
    func itemMessages(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        try await database.recordItemMessage("$m1", item: "Q1", network: "hs", at: date)
        try await database.recordItemMessage("$m1", item: "Q2", network: "hs", at: date)
        try await database.recordItemMessage("$m1", item: "R7", network: "other", at: date)
        #expect(try await database.reading { try $0.itemShown(byMessage: "$m1", network: "hs") } == "Q1")
        #expect(try await database.reading { try $0.itemShown(byMessage: "$m1", network: "other") } == "R7")
        #expect(try await database.reading { try $0.itemShown(byMessage: "$m2", network: "hs") } == nil)
    }

    @Test("a message's item is forgotten once older than the retention, by the next record on any network; a newer one stays",
          arguments: DatabaseKind.allCases)
    func itemMessagesArePruned(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let retention = TownhallDatabase.itemMessageRetention
        try await database.recordItemMessage("$old", item: "Q1", network: "hs", at: date)
        try await database.recordItemMessage("$kept", item: "R7", network: "irc", at: date.addingTimeInterval(60))
        // a record just inside the bound of both prunes neither
        try await database.recordItemMessage("$m2", item: "Q2", network: "hs", at: date.addingTimeInterval(retention))
        #expect(try await database.reading { try $0.itemShown(byMessage: "$old", network: "hs") } == "Q1")
        try await database.recordItemMessage("$m3", item: "Q3", network: "irc", at: date.addingTimeInterval(retention + 1))
        #expect(try await database.reading { try $0.itemShown(byMessage: "$old", network: "hs") } == nil)
        #expect(try await database.reading { try $0.itemShown(byMessage: "$kept", network: "irc") } == "R7")
        #expect(try await database.reading { try $0.itemShown(byMessage: "$m2", network: "hs") } == "Q2")
        #expect(try await database.reading { try $0.itemShown(byMessage: "$m3", network: "irc") } == "Q3")
    }

    @Test("a counted reaction is taken once, with the account that gave it", arguments: DatabaseKind.allCases)
    func countedReactions(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let alice = AccountIdentity(network: "hs", name: "@alice:localhost")
        try await database.recordCountedReaction("$r1", item: "R7", by: alice, at: date)
        #expect(try await database.takeCountedReaction("$r1", network: "other") == nil)
        #expect(try await database.takeCountedReaction("$r1", network: "hs") == CountedReaction(account: alice, item: "R7"))
        #expect(try await database.takeCountedReaction("$r1", network: "hs") == nil)
        #expect(try await database.takeCountedReaction("$never", network: "hs") == nil)
    }
}
