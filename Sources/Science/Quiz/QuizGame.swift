import Foundation

/// One quiz in one channel, as a value: told the time and what people say, it answers with
/// what happened — a round asked, a hint due, a round won or run out, the end. `QuizHall`
/// turns events into lines and stored points; tests drive it with dates of their choosing.
struct QuizGame: Sendable {
    enum Event: Sendable, Equatable {
        /// Round `number` of `rounds` begins with the mineral's description.
        case round(number: Int, rounds: Int, clue: String)
        case hint(number: Int, text: String)
        /// Nobody found it in time.
        case unanswered(name: String)
        case won(QuizWin)
        /// The last round is over (or the quiz was stopped).
        case over
    }

    let rules: QuizRules
    let starter: QuizPlayer
    /// The stored run (`quiz_run`) the points are filed under.
    let runID: Int64
    private let deck: [Mineral]
    /// Index in `deck` of the round being played.
    private(set) var roundIndex = 0
    private(set) var roundStart: Date
    private(set) var hintsGiven = 0
    private(set) var isOver = false
    /// Points in this quiz, per player key, and the order players first scored in (ties keep it).
    private var points: [String: Int] = [:]
    private var players: [QuizPlayer] = []

    init(deck: [Mineral], rules: QuizRules, starter: QuizPlayer, runID: Int64, at now: Date) {
        precondition(!deck.isEmpty, "a quiz needs at least one mineral")
        self.deck = deck
        self.rules = rules
        self.starter = starter
        self.runID = runID
        roundStart = now
    }

    var rounds: Int { deck.count }
    var round: Int { roundIndex + 1 }
    var mineral: Mineral { deck[roundIndex] }
    private var roundEnd: Date { roundStart.addingTimeInterval(rules.roundLength) }

    /// The first round's question.
    var opening: Event { .round(number: 1, rounds: rounds, clue: QuizClue.description(of: mineral)) }

    /// Everything due by `now`, in order: hints, a round running out, the next round, the end.
    mutating func due(at now: Date) -> [Event] {
        var events: [Event] = []
        while !isOver {
            let nextHint = roundStart.addingTimeInterval(rules.hintSeconds * Double(hintsGiven + 1))
            if hintsGiven < rules.hints, nextHint <= now, nextHint < roundEnd {
                hintsGiven += 1
                events.append(.hint(number: hintsGiven, text: QuizClue.hint(hintsGiven, for: mineral)))
            } else if roundEnd <= now {
                events.append(.unanswered(name: mineral.name))
                events += nextRound(at: roundEnd)
            } else {
                break
            }
        }
        return events
    }

    /// A line someone said in the channel: the round's win when it names the mineral in time.
    mutating func answer(_ line: String, from player: QuizPlayer, at now: Date) -> [Event] {
        guard !isOver, now < roundEnd, QuizAnswer.matches(line, name: mineral.name) else { return [] }
        let elapsed = now.timeIntervalSince(roundStart)
        let win = QuizWin(player: player, points: rules.points(after: elapsed), mineral: mineral.name,
                          round: round, seconds: elapsed)
        if points[player.key] == nil { players.append(player) }
        points[player.key, default: 0] += win.points
        return [.won(win)] + nextRound(at: now)
    }

    /// Ends the quiz now; the round being played goes unanswered.
    mutating func stop() -> [Event] {
        guard !isOver else { return [] }
        isOver = true
        return [.unanswered(name: mineral.name), .over]
    }

    /// Everyone who scored, best first (ties in the order they first scored).
    var standings: [(player: QuizPlayer, points: Int)] {
        players.enumerated()
            .map { (order: $0.offset, player: $0.element, points: points[$0.element.key] ?? 0) }
            .sorted { ($0.points, -$0.order) > ($1.points, -$1.order) }
            .map { (player: $0.player, points: $0.points) }
    }

    private mutating func nextRound(at start: Date) -> [Event] {
        guard roundIndex + 1 < deck.count else {
            isOver = true
            return [.over]
        }
        roundIndex += 1
        roundStart = start
        hintsGiven = 0
        return [.round(number: round, rounds: rounds, clue: QuizClue.description(of: mineral))]
    }
}

/// A round won: by whom, for how many points, how fast.
struct QuizWin: Sendable, Equatable {
    var player: QuizPlayer
    var points: Int
    var mineral: String
    var round: Int
    var seconds: TimeInterval
}
