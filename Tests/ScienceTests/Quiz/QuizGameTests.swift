import Chat
import Foundation
import Testing
@testable import Science

/// The quiz's state machine on dates of the test's choosing: clues, timeouts, scoring, the end.
@Suite("Quiz game")
struct QuizGameTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let alice = QuizPlayer(ChatSender(nick: "alice", account: "alice"))
    let bob = QuizPlayer(ChatSender(nick: "bob", account: nil))

    func game(_ names: [String], rules: QuizRules = QuizRules()) throws -> QuizGame {
        let deck = try names.map { try #require(MineralTable.shipped.mineral(named: $0)) }
        return QuizGame(deck: deck, rules: rules, starter: alice, runID: 7, at: start)
    }

    @Test("hints come every interval and the round ends with the answer one interval after the last")
    func hintsThenAnswer() throws {
        var quiz = try game(["hematite", "quartz"])
        #expect(quiz.due(at: start.addingTimeInterval(14.9)).isEmpty)
        #expect(quiz.due(at: start.addingTimeInterval(15)) == [.hint(number: 1, text: "specific gravity 5.26, trigonal crystals")])
        let rest = quiz.due(at: start.addingTimeInterval(60))
        #expect(rest.count == 4)
        #expect(rest[0] == .hint(number: 2, text: "8 letters, starts with H"))
        #expect(rest[1] == .hint(number: 3, text: "h_m_t_t_"))
        #expect(rest[2] == .unanswered(name: "Hematite"))
        guard case .round(2, 2, _) = rest[3] else { Issue.record("expected round 2, got \(rest[3])"); return }
        // the next round counts from when the last one ended, not from when the tick came
        #expect(quiz.due(at: start.addingTimeInterval(74)).isEmpty)
        #expect(quiz.due(at: start.addingTimeInterval(75)).count == 1)
    }

    @Test("the first right answer wins, faster scores more, and a late or repeated answer wins nothing")
    func firstAnswerWins() throws {
        var quiz = try game(["pyrite", "galena"])
        #expect(quiz.answer("galena", from: bob, at: start.addingTimeInterval(1)).isEmpty)
        let won = quiz.answer("Pyrite!", from: alice, at: start.addingTimeInterval(2))
        guard case .won(let win)? = won.first else { Issue.record("no win in \(won)"); return }
        #expect(win.points == 10 && win.player == alice && win.round == 1)
        // the same answer a moment later is for a round that has moved on
        #expect(quiz.answer("pyrite", from: bob, at: start.addingTimeInterval(2)).isEmpty)
        // round 2 began at 2 s: at 32 s half the minute is gone
        let second = quiz.answer("galena", from: bob, at: start.addingTimeInterval(32))
        #expect(second.first == .won(QuizWin(player: bob, points: 5, mineral: "Galena", round: 2, seconds: 30)))
        #expect(second.last == .over)
        #expect(quiz.isOver)
        #expect(quiz.answer("galena", from: alice, at: start.addingTimeInterval(33)).isEmpty)
        #expect(quiz.standings.map(\.points) == [10, 5])
    }

    @Test("an answer after the round's end does not count even before the tick announces it")
    func lateAnswer() throws {
        var quiz = try game(["quartz"])
        #expect(quiz.answer("quartz", from: alice, at: start.addingTimeInterval(60)).isEmpty)
        #expect(quiz.due(at: start.addingTimeInterval(60)).suffix(2) == [.unanswered(name: "Quartz"), .over])
    }

    @Test("stop ends the round unanswered and the quiz; a second stop does nothing")
    func stop() throws {
        var quiz = try game(["quartz", "pyrite"])
        #expect(quiz.stop() == [.unanswered(name: "Quartz"), .over])
        #expect(quiz.stop().isEmpty)
        #expect(quiz.due(at: start.addingTimeInterval(600)).isEmpty)
    }

    @Test("points fall one per tenth of the round, never below one", arguments: [
        (0.0, 10), (5.9, 10), (6.0, 9), (30.0, 5), (54.0, 1), (59.9, 1),
    ])
    func points(elapsed: Double, expected: Int) {
        #expect(QuizRules().points(after: elapsed) == expected)
    }

    @Test("close spellings count, other minerals and chatter do not", arguments: [
        ("hematite", "Hematite", true), ("HAEMATITE", "Hematite", true), ("pyrit", "Pyrite", true),
        ("  Quartz?! ", "Quartz", true), ("calcite", "Quartz", false), ("is it quartz", "Quartz", false),
        ("mica", "Talc", false), ("talk", "Talc", true), ("", "Talc", false), ("...", "Talc", false),
    ])
    func answers(line: String, name: String, expected: Bool) {
        #expect(QuizAnswer.matches(line, name: name) == expected)
    }

    @Test("fewer hints make a shorter round; no hints at all is a plain timer")
    func noHints() throws {
        var quiz = try game(["quartz"], rules: QuizRules(hintSeconds: 10, hints: 0))
        #expect(quiz.due(at: start.addingTimeInterval(9.9)).isEmpty)
        #expect(quiz.due(at: start.addingTimeInterval(10)) == [.unanswered(name: "Quartz"), .over])
    }
}
