import Foundation

/// Every sentence the quiz says in a channel.
enum QuizText {
    static func opening(rounds: Int, rules: QuizRules, by starter: String) -> String {
        "Mineral quiz by \(starter): \(rounds) round\(rounds == 1 ? "" : "s"); say the mineral's name — the first right answer "
            + "wins the round, and faster answers score more. A hint every \(rules.hintSeconds.formatted) s."
    }

    static func line(for event: QuizGame.Event) -> String {
        switch event {
        case .round(let number, let rounds, let clue):
            return "Round \(number)/\(rounds): \(clue)"
        case .hint(let number, let text):
            return "Hint \(number): \(text)"
        case .unanswered(let name):
            return "Nobody found it: it was \(name)."
        case .won(let win):
            let kept = win.player.keepsPoints ? "" : ", not kept: no account"
            return "\(win.player.name) found it in \(Int(win.seconds.rounded(.down))) s: \(win.mineral) (+\(win.points)\(kept))."
        case .over:
            return ""  // the hall writes the summary: it knows the standings
        }
    }

    /// "Quiz over: alice 19, bob 9 (not kept). Week's leaderboard: !leaderboard"
    static func summary(_ standings: [(player: QuizPlayer, points: Int)], rounds: Int, prefix: String) -> String {
        guard !standings.isEmpty else {
            let missed = rounds == 1 ? "the mineral" : "any of the \(rounds) minerals"
            return "Quiz over: nobody found \(missed). Try again: \(prefix)quiz start"
        }
        let scores = standings.map { "\($0.player.name) \($0.points)\($0.player.keepsPoints ? "" : " (not kept)")" }
        return "Quiz over: " + scores.joined(separator: ", ") + ". This week's best: \(prefix)leaderboard"
    }

    static func stopped(by name: String) -> String {
        "Quiz stopped by \(name)."
    }

    static let notKept = "You are not logged in to a services account, so your quiz points are not kept "
        + "(you can still play and win rounds)."

    static func alreadyRunning(in channel: String, round: Int, rounds: Int, starter: String, prefix: String) -> String {
        "A quiz is already running in \(channel) (round \(round) of \(rounds), started by \(starter)): "
            + "answer it, or \(starter) or an operator can \(prefix)quiz stop."
    }

    static func notYours(starter: String, channel: String) -> String {
        "Only \(starter) (who started it), operators of \(channel) or Townhall admins can stop this quiz; "
            + "it ends by itself after its last round."
    }

    static func noneRunning(in channel: String, prefix: String) -> String {
        "No quiz is running in \(channel); start one with \(prefix)quiz start [rounds N]."
    }
}
