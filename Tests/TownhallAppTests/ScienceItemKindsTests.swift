import Chat
import DatabaseTestSupport
import Foundation
import Storage
import Testing
import TownhallApp

/// Science hands Civic's shared commands its parts where the core is composed (`SiblingFeature`):
/// its rock posts to the commands that take any item, its lines to `export me`, what it stores to
/// `privacy` and `forget me`, its count to `profile` and what following a person brings to
/// `follow`. The composed core names them where and as it always did.
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
        #expect(hide.contains("admin hide <Q12 | R7 | P5 | T3 | a comment: Q12/1> <why>"))
        #expect(hide.contains("Hide a question, a report, a rock post or a letter template, or a comment under one, from every list"))
        #expect(await say("help admin unhide", as: "alice", to: core).joined().contains("admin unhide <Q12 | R7 | P5 | T3 | a comment: Q12/1>"))
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
        let started = Date(timeIntervalSince1970: 1_795_000_000)
        let run = try await database.startQuizRun(network: alice.network, channel: "#rocks", startedBy: alice,
                                                  rounds: 2, at: started)
        for points in [10, 7] {
            try await database.recordQuizPoints(points, run: run, account: alice, channel: "#rocks", mineral: "Quartz", at: Date())
        }
        let lines = await say("export me", as: "alice", to: core)
        #expect(lines.contains("P\(post.id) rock post: A geode https://example.org/geode.jpg #geode"))
        #expect(lines.contains("people you follow: bob"))
        #expect(lines.contains("quiz: 17 points from 2 rounds won"))
        // the quizzes started are records in full, after the alerts (Science's `exportRecords`)
        let record = "quiz started in #rocks, \(started.formatted(Date.ISO8601FormatStyle()))"
        let recordAt = try #require(lines.firstIndex(of: record))
        #expect(lines.firstIndex(of: "quiz: 17 points from 2 rounds won").map { $0 < recordAt } == true)
    }

    @Test("privacy, forget me, profile and follow say what Science stores and counts, in Civic's sentences",
          arguments: DatabaseKind.allCases)
    func scienceInTheProfileSentences(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        let core = TownhallCore.make(database: database, clock: clock)
        let privacy = await say("privacy", as: "alice", to: core).joined(separator: "\n")
        #expect(privacy.contains("the mail I sent for you, rock posts, quiz points and the quizzes you started, election reminders"))
        _ = try await database.postRock(imageURL: "https://example.org/geode.jpg", caption: "A geode",
                                        tags: [], by: AccountIdentity(network: "testnet", name: "bob"), at: Date())
        #expect(await say("follow @bob", as: "alice", to: core) == ["You now follow bob: their rock posts are in rocks following."])
        #expect(await say("following", as: "alice", to: core).contains("People you follow: bob (their rock posts: rocks following)."))
        #expect(await say("profile bob", as: "alice", to: core).joined().hasSuffix("rock posts: 1 — followers: 1 — following: 0"))
    }
}
