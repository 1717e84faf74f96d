import Foundation
@testable import Storage
import Testing

@Suite("Admins' ignores and channel switches")
struct AdminRulesStorageTests {
    let start = Date(timeIntervalSince1970: 1_793_700_000)

    @Test("an ignore is stored, replaced (its notice due again) and lifted in any case, per network",
          arguments: DatabaseKind.allCases)
    func ignores(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let first = SpeakerIgnore(network: "irc", speaker: "Bob", reason: "spam", setBy: "root", createdAt: start,
                                  expiresAt: start.addingTimeInterval(7200))
        try await database.saveIgnore(first)
        try await database.saveIgnore(SpeakerIgnore(network: "other", speaker: "bob", reason: nil, setBy: "root",
                                                    createdAt: start.addingTimeInterval(1), expiresAt: nil))
        try await database.markIgnoreNotified(network: "irc", speaker: "bob", at: start.addingTimeInterval(5))
        var stored = try await database.ignores()
        #expect(stored.count == 2)
        #expect(stored.first == SpeakerIgnore(network: "irc", speaker: "Bob", reason: "spam", setBy: "root", createdAt: start,
                                              expiresAt: start.addingTimeInterval(7200), notifiedAt: start.addingTimeInterval(5)))
        #expect(stored.last?.expiresAt == nil && stored.last?.notifiedAt == nil)

        // ignoring again replaces the ignore, and the person has not been told of the new one
        try await database.saveIgnore(SpeakerIgnore(network: "irc", speaker: "BOB", reason: nil, setBy: "admin2",
                                                    createdAt: start.addingTimeInterval(10), expiresAt: nil))
        stored = try await database.ignores().filter { $0.network == "irc" }
        #expect(stored == [SpeakerIgnore(network: "irc", speaker: "BOB", reason: nil, setBy: "admin2",
                                         createdAt: start.addingTimeInterval(10), expiresAt: nil)])

        #expect(try await database.removeIgnore(network: "irc", speaker: "bob"))
        #expect(try await !database.removeIgnore(network: "irc", speaker: "bob"))
        #expect(try await database.ignores().map(\.network) == ["other"])
    }

    @Test("an ignore is active until it expires")
    func expiry() {
        let ignore = SpeakerIgnore(network: "irc", speaker: "bob", reason: nil, setBy: "root", createdAt: start,
                                   expiresAt: start.addingTimeInterval(60))
        #expect(ignore.isActive(at: start.addingTimeInterval(59)))
        #expect(!ignore.isActive(at: start.addingTimeInterval(60)))
        #expect(SpeakerIgnore(network: "irc", speaker: "bob", reason: nil, setBy: "root", createdAt: start, expiresAt: nil)
            .isActive(at: .distantFuture))
    }

    @Test("a command is turned off once per channel (any case) and on again", arguments: DatabaseKind.allCases)
    func channelSwitches(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let quiz = ChannelCommandOff(network: "irc", channel: "#Civics", command: "quiz")
        #expect(try await database.turnOff(quiz, by: "root", at: start))
        #expect(try await !database.turnOff(ChannelCommandOff(network: "irc", channel: "#civics", command: "QUIZ"), by: "root", at: start))
        #expect(try await database.turnOff(ChannelCommandOff(network: "irc", channel: "#civics", command: "elections"), by: "root", at: start))
        #expect(try await database.turnOff(ChannelCommandOff(network: "matrix", channel: "#civics", command: "quiz"), by: "root", at: start))
        #expect(try await database.commandsTurnedOff().map { "\($0.network) \($0.command)" } == ["irc elections", "irc quiz", "matrix quiz"])
        #expect(try await database.turnOn(ChannelCommandOff(network: "irc", channel: "#CIVICS", command: "quiz")))
        #expect(try await !database.turnOn(quiz))
        #expect(try await database.commandsTurnedOff().map { "\($0.network) \($0.command)" } == ["irc elections", "matrix quiz"])
    }
}

@Suite("Channels admins had the bot join")
struct JoinedChannelStorageTests {
    let start = Date(timeIntervalSince1970: 1_793_700_000)

    @Test("a joined channel is remembered once per network (any case), in the order joined, until forgotten",
          arguments: DatabaseKind.allCases)
    func remembered(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        #expect(try await database.rememberJoinedChannel("#Open", network: "irc", by: "root", at: start))
        #expect(try await !database.rememberJoinedChannel("#open", network: "irc", by: "root", at: start))
        #expect(try await database.rememberJoinedChannel("#civics:example.org", network: "matrix", by: "@root:example.org", at: start))
        #expect(try await database.rememberJoinedChannel("#dev", network: "irc", by: "root", at: start.addingTimeInterval(1)))
        #expect(try await database.joinedChannels() == ["irc": ["#Open", "#dev"], "matrix": ["#civics:example.org"]])
        #expect(try await database.forgetJoinedChannel("#OPEN", network: "irc"))
        #expect(try await !database.forgetJoinedChannel("#open", network: "irc"))
        #expect(try await database.joinedChannels() == ["irc": ["#dev"], "matrix": ["#civics:example.org"]])
    }
}
