import DatabaseTestSupport
import Foundation
import MatrixTestServer
import Testing

extension MatrixBotTests {
    /// Each check waits for a DM that only the outcome looked for sends: a reaction that counts
    /// is silent, so a second like reaction on the same item is refused ("already") exactly when
    /// the first one counted, and one refusal (not two) shows what came before it was right.
    @Test("a like reaction on the bot's message upvotes or likes its item; a refused one is answered in a DM; a redaction takes the upvote or like back",
          arguments: DatabaseKind.allCases)
    func reactionsAreLikes(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let bot = try await RunningMatrixBot.start(on: info, database: kind, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        let bob = try await cast.login("bob", on: info)
        do {
            let room = try await alice.createRoom(inviting: [cast.bot, cast.id("bob")], direct: false)
            try await bob.wait("the invite to \(room)") { $0.invites.contains(room) }
            try await bob.join(room)
            try await alice.wait("the bot and bob in \(room)") {
                $0.memberships[room]?[cast.bot] == "join" && $0.memberships[room]?[cast.id("bob")] == "join"
            }
            try await bob.say("!ask Pelosi Will you hold a town hall in the Mission?", in: room)
            let asked = try await alice.wait("bob's Q1") { _ in alice.botSaid(in: room, bot: cast.bot) { $0.contains("Asked Q1") } }
            let question = try #require(asked.messages.first { $0.roomID == room && $0.sender == cast.bot && $0.body.contains("Asked Q1") })

            // not a like, then a like (counted, silent), then another like of the same question
            let aliceSeen = try await alice.wait("nothing") { _ in true }.messages.count
            try await alice.react("🎉", to: question.eventID, in: room)
            let upvote = try await alice.react("👍", to: question.eventID, in: room)
            try await alice.react("⬆️", to: question.eventID, in: room)
            let upvoteRefusals = try await Self.privateAnswers(to: alice, from: cast.bot, besides: room, after: aliceSeen) {
                $0.contains { $0.contains("already upvoted Q1") }
            }
            #expect(upvoteRefusals == ["You already upvoted Q1; each question takes one upvote from you."])

            // redacting the 👍 that counted takes the upvote back (and twice is once): the next 👍 counts
            // again, silently, and only the one after it is refused. One person's reactions are handled
            // in order, so when that refusal is posted an earlier one would have been too.
            let aliceSeenBeforeTakeBack = try await alice.wait("nothing") { _ in true }.messages.count
            try await alice.redact(upvote, in: room)
            try await alice.redact(upvote, in: room)
            try await alice.react("👍", to: question.eventID, in: room)
            try await alice.react("❤️", to: question.eventID, in: room)  // her ⬆️ stands: Synapse refuses a second
            let takenBack = try await Self.privateAnswers(to: alice, from: cast.bot, besides: room, after: aliceSeenBeforeTakeBack) {
                $0.contains { $0.contains("already upvoted Q1") }
            }
            #expect(takenBack == ["You already upvoted Q1; each question takes one upvote from you."])

            // one's own question: refused, in a DM; redacting that reaction (never counted) changes nothing
            let bobSeen = try await bob.wait("nothing") { _ in true }.messages.count
            let own = try await bob.react("👍", to: question.eventID, in: room)
            let ownRefusals = try await Self.privateAnswers(to: bob, from: cast.bot, besides: room, after: bobSeen) { !$0.isEmpty }
            #expect(ownRefusals == ["Q1 is your own question; upvote someone else's (type questions)."])
            try await bob.redact(own, in: room)

            try await bob.say("!report long-line 94110 Line out the door at the library", in: room)
            let reported = try await alice.wait("bob's R1") { _ in alice.botSaid(in: room, bot: cast.bot) { $0.contains("Reported R1") } }
            let report = try #require(reported.messages.first { $0.roomID == room && $0.sender == cast.bot && $0.body.contains("Reported R1") })
            let aliceSeenAgain = reported.messages.count
            let like = try await alice.react("❤️", to: report.eventID, in: room)
            try await alice.redact(like, in: room)
            // taken back: the next like counts again, silently; only the one after it is refused
            try await alice.react("👍", to: report.eventID, in: room)
            try await alice.react("⬆️", to: report.eventID, in: room)
            let likeRefusals = try await Self.privateAnswers(to: alice, from: cast.bot, besides: room, after: aliceSeenAgain) {
                $0.contains { $0.contains("already like R1") }
            }
            #expect(likeRefusals == ["You already like R1; each takes one like from you (unlike R1 takes it back)."])
            // nothing was said in the room about any reaction
            #expect(alice.botMessages(in: room, bot: cast.bot).count == 2)
        } catch {
            await MatrixTestUser.close([alice, bob], stopping: bot); throw error
        }
        await MatrixTestUser.close([alice, bob], stopping: bot)
    }

    /// What the bot said to `user` outside `room` since the user had seen `baseline` messages,
    /// once `done` holds for it, joining any room the bot invites them to meanwhile (a DM it opens
    /// for the answer; on a homeserver that outlives one test, the bot may reuse an older DM).
    static func privateAnswers(to user: MatrixTestUser, from bot: String, besides room: String, after baseline: Int,
                               until done: @escaping ([String]) -> Bool) async throws -> [String] {
        func answers(_ view: MatrixTestUser.View) -> [String] {
            view.messages.dropFirst(baseline).filter { $0.sender == bot && $0.roomID != room }.map(\.body)
        }
        var joined: Set<String> = [room]
        while true {
            let view = try await user.wait("the bot's private answer") { view in
                !view.invites.subtracting(joined).isEmpty || done(answers(view))
            }
            let invites = view.invites.subtracting(joined)
            if invites.isEmpty { return answers(view) }
            for invite in invites { try await user.join(invite) }
            joined.formUnion(invites)
        }
    }
}
