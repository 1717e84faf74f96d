import Chat
import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing
import TownhallApp

/// A comment under any kind of item — a question, a report, a letter template, a rock post (from
/// Science) or a bill — is flagged, listed for the moderators, hidden and shown again by its
/// item and place (`R1/1`), through the composed core that every transport uses.
@Suite("Comments under every kind of item are flagged and hidden by their place")
struct CommentModerationTests {
    let clock = ManualClock()
    static let bob = AccountIdentity(network: "testnet", name: "bob")

    /// The item (as typed and shown) and the command that shows it with its comments.
    static let items: [(item: String, show: String)] = [
        ("Q1", "question Q1"), ("R1", "incident R1"), ("T1", "template T1"), ("P1", "rock P1"),
        ("hr5376-117", "bill hr5376-117"),
    ]

    private func say(_ text: String, as name: String, to core: ChatCore) async -> [String] {
        clock.advance(by: 5)
        let event = ChatEvent(network: "testnet", sender: ChatSender(nick: name, account: name), place: .direct, text: text)
        return await core.handle(event).map(\.text)
    }

    private func core(_ kind: DatabaseKind) async throws -> ChatCore {
        let database = try await kind.makeDatabase(label: "app")
        try await DemoData.seed(DemoData.steps(named: ["members", "zips", "bills", "rocks"]) ?? [], into: database)
        _ = try await database.ask("Will you fund trains?", to: "P000197", tags: [], by: Self.bob, at: clock.now())
        _ = try await database.report(.line, zip: "94110", text: "Long line", imageURL: nil, by: Self.bob, perHour: 10, at: clock.now())
        _ = try await database.createTemplate(TemplateContent(title: "Trains", category: "transit", tags: [], body: "Fund trains."),
                                              by: Self.bob, at: clock.now())
        return TownhallCore.make(database: database,
                                 configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: 1_000, period: 1)),
                                 clock: clock, permissions: StaticPermissions(admins: ["root"]))
    }

    @Test(arguments: DatabaseKind.allCases)
    func everyKindsCommentsAreModeratedByPlace(kind: DatabaseKind) async throws {
        let core = try await core(kind)
        for (item, show) in Self.items {
            #expect(await say("comment \(item) Take the bus instead", as: "alice", to: core).first?.hasPrefix("Your comment is under") == true)
            #expect(await say(show, as: "carol", to: core).contains { $0.hasPrefix("\(item)/1 alice") && $0.hasSuffix("Take the bus instead") })
            #expect(await say("flag \(item.lowercased())/1 rude", as: "carol", to: core)
                == ["Thank you: the moderators will look at comment \(item)/1."])
            #expect(await say("flag \(item)/2 rude", as: "carol", to: core)
                == ["\(item) has no comment 2. Type question \(item) to see its comments, numbered \(item)/1, \(item)/2, …"
                    .replacingOccurrences(of: "question", with: String(show.prefix { $0 != " " }))])
            #expect(await say("admin flags", as: "root", to: core).contains("\(item)/1, 1 flag: rude"))
            #expect(await say("admin hide \(item)/1 not civil", as: "carol", to: core).first?.contains("admin") == true)
            #expect(await say("admin hide \(item)/1 not civil", as: "root", to: core)
                == ["Hid comment \(item)/1; the other comments keep their numbers."])
            #expect(await !say(show, as: "carol", to: core).contains { $0.contains("Take the bus instead") })
            #expect(await !say("admin flags", as: "root", to: core).contains { $0.hasPrefix("\(item)/1") })
            #expect(await say("flag \(item)/1 again", as: "dave", to: core).first?.hasPrefix("\(item) has no comment 1.") == true)
            #expect(await say("admin unhide \(item)/1", as: "root", to: core) == ["Comment \(item)/1 is visible again."])
            #expect(await say(show, as: "carol", to: core).contains { $0.hasPrefix("\(item)/1 alice") })
        }
    }
}
