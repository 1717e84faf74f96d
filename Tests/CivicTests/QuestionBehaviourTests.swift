import Chat
import Civic
import Foundation
import Storage
import Testing

/// What the questions script can't show: configured rules, and what reaches the database.
@Suite("Question commands and the database")
struct QuestionBehaviourTests {
    @Test(arguments: DatabaseKind.allCases)
    func theBudgetAndItsTimeZoneComeFromTheRules(kind: DatabaseKind) async throws {
        let rules = QuestionRules(dailyUpvotes: 1, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
        let harness = try await CivicHarness(kind, rules: CivicRules(questions: rules))
        harness.clock.set(try #require(ISO8601DateFormatter().date(from: "2026-11-21T14:58:00Z")))
        _ = await harness.say("ask Pelosi first", as: "alice")
        _ = await harness.say("ask Pelosi second", as: "bob")
        #expect(await harness.say("up Q1", as: "carol").map(\.text) == ["Upvoted Q1 (1 upvote now). That was your last upvote today."])
        let refused = await harness.say("up Q2", as: "carol").map(\.text)
        #expect(refused == ["You have used your 1 upvote for today; you get 1 more at midnight (Asia/Tokyo time)."])
        harness.clock.advance(by: 120)
        #expect(await harness.say("up Q2", as: "carol").first?.text.hasPrefix("Upvoted Q2") == true)
    }

    /// `help up` names the budget configured, not the default's 3, and the one `admin reload`
    /// put in force from then on.
    @Test func upsHelpNamesTheDailyBudgetInForce() async throws {
        let rules = CivicRules(questions: QuestionRules(dailyUpvotes: 5))
        let harness = try await CivicHarness(.sqlite, rules: rules)
        let help = await harness.say("help up", as: "carol").map(\.text)
        #expect(help.count == 1 && help[0].contains("Upvote a question (5 upvotes a day; not your own"), "\(help)")
        rules.replace(with: CivicRules.Current(questions: QuestionRules(dailyUpvotes: 1)))
        let reloaded = await harness.say("help up", as: "carol").map(\.text)
        #expect(reloaded.count == 1 && reloaded[0].contains("Upvote a question (1 upvote a day; not your own"), "\(reloaded)")
    }

    @Test(arguments: DatabaseKind.allCases)
    func placesAreAnnouncedWithinTheTopHundredAndWhenRisingIntoIt(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        let places = TownhallDatabase.rankedPlaces
        for index in 1...(places + 2) {
            _ = try await harness.database.ask("q\(index)", to: "P000197", tags: [], by: harness.account("asker\(index)"),
                                               at: harness.clock.now())
        }
        for id in 1...places {
            _ = try await harness.database.upvote(Int64(id), by: harness.account("fan\(id)"), day: "2020-01-01", limit: 3,
                                                  at: harness.clock.now())
        }
        // The last question climbs from #102 to #101 (past the other unvoted one): below the top, nothing is said.
        #expect(await harness.say("up Q\(places + 2)", as: "carol").map(\.text)
            == ["Upvoted Q\(places + 2) (1 upvote now). You have 2 left today."])
        // One more lifts it above the hundred questions with one upvote: rising into the top is announced.
        #expect(await harness.say("up Q\(places + 2)", as: "dan").first?.text
            .hasSuffix("Q\(places + 2) is now #1 for Rep. Nancy Pelosi (D-CA-11).") == true)
    }

    /// The asker's alert says who answered for whom: the member, or the member's staff.
    @Test(arguments: [(false, "Rep. Nancy Pelosi (D-CA-11) answered Q1: Yes. (type question Q1 to read it all)"),
                      (true, "The staff of Rep. Nancy Pelosi (D-CA-11) answered Q1: Yes. (type question Q1 to read it all)")])
    func theAnswerAlertNamesTheMemberOrTheirStaff(byStaff: Bool, alert: String) async throws {
        let harness = try await CivicHarness(.sqlite)
        _ = await harness.say("ask Pelosi Rent cap?", as: "alice")
        try await harness.database.verify(harness.account("answerer"), as: "P000197", isStaff: byStaff, at: harness.clock.now())
        #expect(await harness.say("answer Q1 Yes.", as: "answerer").first?.text.hasPrefix("Your answer to Q1 is public") == true)
        let waiting = try await harness.database.reading { try $0.pendingNotifications(for: harness.account("alice")) }
        #expect(waiting.map(\.message.text) == [alert])
    }

    @Test(arguments: DatabaseKind.allCases)
    func aQuestionOfSomeoneWithAPrivateProfileDoesNotNameThem(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        _ = await harness.say("ask Pelosi Rent cap?", as: "alice")
        _ = await harness.say("comment Q1 Yes please", as: "bob")
        #expect(await harness.say("question Q1", as: "carol").map(\.text)
            == ["Q1 to Rep. Nancy Pelosi (D-CA-11), asked by alice just now, 0 upvotes: Rent cap?",
                "Not answered yet.", "Q1/1 bob, just now: Yes please"])
        _ = await harness.say("private on", as: "alice")
        #expect(await harness.say("question Q1", as: "carol").first?.text
            == "Q1 to Rep. Nancy Pelosi (D-CA-11), asked by someone who keeps their profile private just now, 0 upvotes: Rent cap?")
    }

    @Test(arguments: DatabaseKind.allCases)
    func questionTextLosesControlCharactersAndKeepsItsTags(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        let replies = await harness.say("ask VT-AL Rail\u{0} funding?\r\nPRIVMSG bob :hi #Trains #trains", as: "alice")
        #expect(replies.map(\.text) == ["Asked Q1 to Rep. Becca Balint (D-VT-AL). Tags: #trains. Others can upvote it with: up Q1"])
        let question = try #require(try await harness.database.reading { try $0.question(1) })
        #expect(question.text == "Rail funding? PRIVMSG bob :hi #Trains #trains")
        #expect(question.tags == ["trains"])
        #expect(question.official == "B001318")
    }

    @Test(arguments: DatabaseKind.allCases)
    func refusedCommandsWriteNothing(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        _ = await harness.say("ask Pelosi " + String(repeating: "x", count: 401), as: "alice")
        _ = await harness.say("ask Sch ambiguous?", as: "alice")
        _ = await harness.say("ask Nobodyx hello", as: "alice")
        #expect(try await harness.database.reading { try $0.questions(QuestionListing()) }.isEmpty)
        #expect(try await harness.database.reading { try $0.export(harness.account("alice")) } == nil)
    }

    @Test(arguments: DatabaseKind.allCases)
    func blockedWordsAreRefusedInEveryPublicText(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, rules: CivicRules(questions: QuestionRules(blockedWords: ["Rotten"])))
        let refused = await harness.say("ask Pelosi you are ROTTEN!", as: "alice").map(\.text)
        #expect(refused == ["Your question uses a word that is not allowed here (\"rotten\"); please rephrase it."])
        #expect(await harness.say("ask Pelosi rottenness is not a word on the list", as: "alice").first?.text.hasPrefix("Asked Q1") == true)
        #expect(await harness.say("comment Q1 rotten idea", as: "bob").first?.text.hasPrefix("Your comment uses a word") == true)
        #expect(await harness.say("flag Q1 rotten", as: "bob").first?.text.hasPrefix("Your reason uses a word") == true)
        #expect(try await harness.database.reading { try $0.comments(under: .id(1), in: .question) }.isEmpty)
        #expect(try await harness.database.reading { try $0.questions(QuestionListing()) }.count == 1)
    }
}
