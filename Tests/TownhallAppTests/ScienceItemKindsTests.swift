import Chat
import DatabaseTestSupport
import Foundation
import Storage
import Testing
import TownhallApp

/// Science hands its rock posts to Civic's commands that take any item, and its lines to
/// `export me`, where the core is composed: the composed core names them where they always were.
@Suite("Science's items in Civic's any-item commands and export me")
struct ScienceItemKindsTests {
    let clock = ManualClock()

    func say(_ text: String, as name: String, to core: ChatCore) async -> [String] {
        clock.advance(by: 5)
        let event = ChatEvent(network: "testnet", sender: ChatSender(nick: name, account: name), place: .direct, text: text)
        return await core.handle(event).map(\.text)
    }

    @Test("like, comment and admin hide name rock posts among Civic's kinds, in their places", arguments: DatabaseKind.allCases)
    func rockPostsInTheUsageLines(kind: DatabaseKind) async throws {
        let core = TownhallCore.make(database: try await kind.makeDatabase(label: "app"), clock: clock)
        let like = await say("help like", as: "alice", to: core).joined()
        #expect(like.contains("like <R7 | P5 | T3>"))
        #expect(like.contains("Like a voting-incident report (R7), a rock post (P5) or a letter template (T3), once each"))
        #expect(await say("help unlike", as: "alice", to: core).joined().contains("unlike <R7 | P5 | T3>"))
        let comment = await say("help comment", as: "alice", to: core).joined()
        #expect(comment.contains("comment <Q12 | R7 | T3 | P5 | bill, e.g. hr5376-117>"))
        #expect(comment.contains("Comment on a question, a report, a letter template, a rock post or a bill"))
        let hide = await say("help admin hide", as: "alice", to: core).joined()
        #expect(hide.contains("admin hide <Q12 | R7 | P5 | T3> <why>"))
        #expect(hide.contains("Hide a question, a report, a rock post or a letter template from every list"))
        #expect(await say("help admin unhide", as: "alice", to: core).joined().contains("admin unhide <Q12 | R7 | P5 | T3>"))
    }

    @Test("export me has the rock posts (hidden ones too), the people followed and the quiz points", arguments: DatabaseKind.allCases)
    func scienceLinesAreInExportMe(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        let core = TownhallCore.make(database: database, clock: clock)
        let alice = AccountIdentity(network: "testnet", name: "alice")
        let post = try await database.postRock(imageURL: "https://example.org/geode.jpg", caption: "A geode",
                                               tags: ["geode"], by: alice, at: Date())
        #expect(try await database.setRockPostHidden(post.id, reason: "test"))
        #expect(try await database.followPerson(AccountIdentity(network: "testnet", name: "bob"), by: alice, at: Date()))
        let run = try await database.startQuizRun(network: alice.network, channel: "#rocks", startedBy: alice,
                                                  rounds: 2, at: Date())
        for points in [10, 7] {
            try await database.recordQuizPoints(points, run: run, account: alice, channel: "#rocks", mineral: "Quartz", at: Date())
        }
        let lines = await say("export me", as: "alice", to: core)
        #expect(lines.contains("P\(post.id) rock post: A geode https://example.org/geode.jpg #geode"))
        #expect(lines.contains("people you follow: bob"))
        #expect(lines.contains("quiz: 17 points from 2 rounds won"))
    }
}
