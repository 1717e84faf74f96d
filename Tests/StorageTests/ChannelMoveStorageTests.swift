import Foundation
@testable import Storage
import Testing

/// A room upgraded on Matrix: what the bot keeps about the room moves to its replacement in one
/// transaction, and what the new room set for itself already stays.
@Suite("A channel's move to its replacement")
struct ChannelMoveStorageTests {
    let start = Date(timeIntervalSince1970: 1_793_700_000)

    @Test("feeds, turned-off commands and an admin's join move; the new room's own stay; other rooms and networks are untouched",
          arguments: DatabaseKind.allCases)
    func roomMoves(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let (old, new) = ("!old:hs", "!new:hs")
        try await SeedRows.zipDistricts([ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11)], in: database)
        #expect(try await database.subscribeChannel(old, network: "hs", to: .state("CA"), kinds: [], at: start))
        for (channel, command) in [(old, "quiz"), (old, "elections"), (new, "quiz"), ("!other:hs", "bills")] {
            #expect(try await database.turnOff(ChannelCommandOff(network: "hs", channel: channel, command: command), by: "@root:hs", at: start))
        }
        #expect(try await database.turnOff(ChannelCommandOff(network: "irc", channel: old, command: "quiz"), by: "root", at: start))
        #expect(try await database.rememberJoinedChannel(old, network: "hs", by: "@root:hs", at: start))
        #expect(try await database.rememberJoinedChannel("#civics:hs", network: "hs", by: "@root:hs", at: start))

        #expect(try await database.moveChannel(from: old, to: new, network: "hs") == ChannelMove(feeds: 1, commandsTurnedOff: 1, adminJoin: true))
        #expect(try await database.reading { try $0.channelFeeds(of: new, network: "hs") }.map(\.area) == ["CA"])
        #expect(try await database.commandsTurnedOff().map { "\($0.network) \($0.channel) \($0.command)" }.sorted() == [
            "hs !new:hs elections", "hs !new:hs quiz", "hs !other:hs bills", "irc !old:hs quiz",
        ])
        #expect(try await database.joinedChannels()["hs"]?.sorted() == ["!new:hs", "#civics:hs"])

        // moved once: a second move (the tombstone seen again) finds nothing left
        #expect(try await database.moveChannel(from: old, to: new, network: "hs") == ChannelMove(feeds: 0, commandsTurnedOff: 0, adminJoin: false))
    }
}
