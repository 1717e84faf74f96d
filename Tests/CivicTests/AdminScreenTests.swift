import Chat
@testable import Civic
import Foundation
import Storage
import Testing

@Suite("Admin ignores and channel switches")
struct AdminScreenTests {
    /// A core with the civic commands and `screen` over `database`, as `serve` builds it.
    private static func core(_ database: TownhallDatabase, clock: ManualClock) -> ChatCore {
        let screen = AdminScreen(database: database)
        return ChatCore(commands: CivicCommands.all(database: database, screen: screen), clock: clock,
                        permissions: StaticPermissions(admins: ["root"]), screen: screen)
    }

    private static func say(_ text: String, as name: String?, nick: String, in place: ChatPlace = .direct,
                            to core: ChatCore, clock: ManualClock) async -> [String] {
        clock.advance(by: 5)
        let event = ChatEvent(network: CivicHarness.network,
                              sender: ChatSender(nick: nick, account: name, hostmask: "\(nick)!~\(nick)@host.example"),
                              place: place, text: text)
        return await core.handle(event).map(\.text)
    }

    @Test("an ignore and a turned-off command outlive a restart, and the ignored person is not told twice",
          arguments: DatabaseKind.allCases)
    func keptAcrossRestarts(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, seedDemo: false)
        let clock = harness.clock
        var core = Self.core(harness.database, clock: clock)
        _ = await Self.say("admin ignore bob 1h", as: "root", nick: "root", to: core, clock: clock)
        _ = await Self.say("admin channel #civics disable ping", as: "root", nick: "root", to: core, clock: clock)
        #expect(await Self.say("ping", as: "bob", nick: "bob", to: core, clock: clock).count == 1)

        core = Self.core(harness.database, clock: clock)
        #expect(await Self.say("ping", as: "bob", nick: "bob", to: core, clock: clock).isEmpty)
        #expect(await Self.say("!ping", as: "carol", nick: "carol", in: .channel("#CIVICS"), to: core, clock: clock)
            == ["carol: The ping command is turned off in #CIVICS; it works in a private message: /msg townhall ping"])
        #expect(await Self.say("!ping", as: "carol", nick: "carol", in: .channel("#other"), to: core, clock: clock) == ["carol: pong"])

        clock.advance(by: 3600)
        #expect(await Self.say("ping", as: "bob", nick: "bob", to: core, clock: clock) == ["pong"])
    }

    @Test("a room upgraded takes its switched-off commands along, in memory as in the database", arguments: DatabaseKind.allCases)
    func switchesFollowAnUpgrade(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, seedDemo: false)
        let clock = harness.clock
        let core = Self.core(harness.database, clock: clock)
        _ = await Self.say("admin channel !old:hs disable ping", as: "root", nick: "root", to: core, clock: clock)
        #expect(await Self.say("!ping", as: "carol", nick: "carol", in: .channel("!new:hs"), to: core, clock: clock) == ["carol: pong"])
        _ = try await harness.database.moveChannel(from: "!old:hs", to: "!new:hs", network: CivicHarness.network)
        await core.channelMoved(from: "!old:hs", to: "!new:hs", network: CivicHarness.network)
        #expect(await Self.say("!ping", as: "carol", nick: "carol", in: .channel("!new:hs"), to: core, clock: clock)
            == ["carol: The ping command is turned off in !new:hs; it works in a private message: /msg townhall ping"])
        #expect(await Self.say("!ping", as: "carol", nick: "carol", in: .channel("!old:hs"), to: core, clock: clock) == ["carol: pong"])
        // and so after a restart, read from the database
        let restarted = Self.core(harness.database, clock: clock)
        #expect(await Self.say("!ping", as: "dave", nick: "dave", in: .channel("!new:hs"), to: restarted, clock: clock).first?
            .contains("turned off in !new:hs") == true)
    }

    @Test("an admin who matches an ignore is still heard, so it can be lifted", arguments: DatabaseKind.allCases)
    func adminsAreHeard(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, seedDemo: false)
        let core = Self.core(harness.database, clock: harness.clock)
        _ = await Self.say("admin ignore *!*@host.example", as: "root", nick: "root", to: core, clock: harness.clock)
        #expect(await Self.say("ping", as: "bob", nick: "bob", to: core, clock: harness.clock).count == 1)
        #expect(await Self.say("admin unignore *!*@host.example", as: "root", nick: "root", to: core, clock: harness.clock)
            == ["No longer ignoring *!*@host.example."])
        #expect(await Self.say("ping", as: "bob", nick: "bob", to: core, clock: harness.clock) == ["pong"])
    }

    @Test("accounts match as services compare them; masks match nick!user@host, or a Matrix user id, with literal brackets",
          arguments: [
              ("Bob", ChatSender(nick: "x", account: "bob"), true),
              ("bob", ChatSender(nick: "bob", account: nil, hostmask: "bob!~b@h"), false),
              ("bob!*@*", ChatSender(nick: "Bob", account: nil, hostmask: "Bob!~b@h"), true),
              ("*!*@*.spam.example", ChatSender(nick: "a", account: "a", hostmask: "a!u@x.spam.example"), true),
              ("*!*@*.spam.example", ChatSender(nick: "a", account: "a", hostmask: "a!u@spam.example"), false),
              ("[bot]*!*@*", ChatSender(nick: "[bot]1", hostmask: "[bot]1!u@h"), true),
              ("[bot]*!*@*", ChatSender(nick: "b1", hostmask: "b1!u@h"), false),
              ("@*:spam.example", ChatSender(nick: "@eve:spam.example", account: "@eve:spam.example"), true),
              ("@eve:spam.example", ChatSender(nick: "@eve:spam.example", account: "@Eve:spam.example"), true),
          ])
    func matching(speaker: String, sender: ChatSender, matches: Bool) {
        #expect(AdminScreen.matches(speaker, sender) == matches)
    }

    @Test("durations are minutes, hours, days or weeks, up to about a year; anything else starts the reason",
          arguments: [("30m", 1800.0), ("2h", 7200), ("3D", 259_200), ("1w", 604_800), ("366d", 31_622_400)] as [(String, Double)])
    func durations(word: String, seconds: Double) {
        #expect(IgnoreText.duration(word) == seconds)
    }

    @Test("words that are not durations", arguments: ["0h", "2", "h", "367d", "53w", "spam", "-1d", "2.5h"])
    func notDurations(word: String) {
        #expect(IgnoreText.duration(word) == nil)
    }
}
