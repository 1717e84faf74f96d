import Chat
import Foundation
import Storage

/// Every quiz being played, one per channel on each network, and what they hear and owe.
/// A `ChannelActivity`: the core gives it the channel lines that are not commands (answers) and
/// asks it each second what is due (hints, rounds running out). Points are committed before
/// the channel hears who won, so a win that was announced survives a restart.
public actor QuizHall: ChannelActivity {
    let database: TownhallDatabase
    let table: MineralTable
    public nonisolated let rules: QuizRules
    private let prefix: String
    /// Which channel names are the same channel on each network.
    public nonisolated let channels: ChannelFolding
    private var games: [QuizPlace: PlayingQuiz] = [:]
    /// Minerals the next quizzes must ask, in order (scripts and tests; empty: random).
    private var stacked: [Mineral] = []

    /// `prefix` is how commands are typed in a channel ("!"), for the lines that name one;
    /// `channels` says which names are one channel (IRC folds case, Matrix room ids do not).
    public init(database: TownhallDatabase, table: MineralTable = .shipped, rules: QuizRules = QuizRules(),
                prefix: String = "!", channels: ChannelFolding = .asciiCaseless) {
        self.database = database
        self.table = table
        self.rules = rules
        self.prefix = prefix
        self.channels = channels
    }

    private func quizPlace(_ channel: String, on network: String) -> QuizPlace {
        QuizPlace(network: network, channel: channels.key(channel, on: network))
    }

    /// A quiz and where it plays (the channel as people wrote it, for lines, and its key).
    private struct PlayingQuiz {
        var game: QuizGame
        var network: String
        var channel: String
        var key: String
        /// Nicks already told that their points are not kept (once each per quiz).
        var toldNotKept: Set<String> = []
    }

    /// Makes the next quizzes ask these minerals first, in order; false when a name is unknown.
    public func stackDeck(_ names: [String]) -> Bool {
        let minerals = names.compactMap { table.mineral(named: $0) }
        guard minerals.count == names.count else { return false }
        stacked += minerals
        return true
    }

    /// Closes the runs a restart cut off; their points stay on the leaderboard. Returns how many.
    @discardableResult
    public func closeInterrupted(at now: Date) async throws -> Int {
        try await database.endInterruptedQuizRuns(at: now).count
    }

    enum StartOutcome {
        case started([String])
        case running(String)
    }

    func start(in channel: String, network: String, by sender: ChatSender, rounds: Int, at now: Date) async throws -> StartOutcome {
        let place = quizPlace(channel, on: network)
        if let playing = games[place] {
            return .running(QuizText.alreadyRunning(in: channel, round: playing.game.round, rounds: playing.game.rounds,
                                                    starter: playing.game.starter.name, prefix: prefix))
        }
        let starter = QuizPlayer(sender)
        let deck = drawDeck(rounds)
        // claim the channel before the write, so a second `quiz start` meanwhile finds it taken
        var game = QuizGame(deck: deck, rules: rules, starter: starter, runID: 0, at: now)
        games[place] = PlayingQuiz(game: game, network: network, channel: channel, key: place.channel)
        do {
            let run = try await database.startQuizRun(network: network, channel: place.channel, startedBy: starter.account.map { AccountIdentity(network: network, name: $0) },
                                                      rounds: deck.count, at: now)
            game = QuizGame(deck: deck, rules: rules, starter: starter, runID: run, at: now)
            games[place]?.game = game
        } catch {
            games[place] = nil
            throw error
        }
        return .started([QuizText.opening(rounds: deck.count, rules: rules, by: starter.name), QuizText.line(for: game.opening)])
    }

    enum StopOutcome {
        case stopped([String])
        case noQuiz(String)
        case notAllowed(String)
    }

    /// Stops the quiz in `channel` when `sender` may: its starter, or (`isOperatorOrAdmin`) an
    /// operator of the channel or an admin.
    func stop(in channel: String, network: String, by sender: ChatSender, isOperatorOrAdmin: Bool, at now: Date) async -> StopOutcome {
        let place = quizPlace(channel, on: network)
        guard let playing = games[place] else { return .noQuiz(QuizText.noneRunning(in: channel, prefix: prefix)) }
        let starter = playing.game.starter
        let isStarter = starter.account != nil && sender.account.map(AccountIdentity.folded) == starter.account.map(AccountIdentity.folded)
        guard isStarter || isOperatorOrAdmin else { return .notAllowed(QuizText.notYours(starter: starter.name, channel: channel)) }
        var stopped = playing
        let events = stopped.game.stop()
        games[place] = nil
        let said = await lines(for: events, of: stopped, at: now, ending: "stopped")
        return .stopped([QuizText.stopped(by: sender.account ?? sender.nick)] + said.map(\.reply.text))
    }

    public func hear(_ event: ChatEvent, now: Date) async -> [ChatReply] {
        guard let channel = event.place.channelName else { return [] }
        let place = quizPlace(channel, on: event.network)
        guard var playing = games[place] else { return [] }
        let player = QuizPlayer(event.sender)
        let events = playing.game.answer(event.text, from: player, at: now)
        guard !events.isEmpty else { return [] }
        var toTell: String?
        if !player.keepsPoints, !playing.toldNotKept.contains(player.nick.lowercased()) {
            playing.toldNotKept.insert(player.nick.lowercased())
            toTell = player.nick
        }
        store(playing, at: place)
        var replies = await lines(for: events, of: playing, at: now).map(\.reply)
        if let toTell {
            replies.append(ChatReply(destination: .direct(nick: toTell), text: QuizText.notKept, isNotice: true))
        }
        return replies
    }

    public func due(at now: Date) async -> [ChatPush] {
        var pushes: [ChatPush] = []
        for place in games.keys.sorted(by: { $0.sortKey < $1.sortKey }) {
            // read again: a win heard while an earlier channel's lines were being stored may have moved it
            guard var playing = games[place] else { continue }
            let events = playing.game.due(at: now)
            guard !events.isEmpty else { continue }
            store(playing, at: place)
            pushes += await lines(for: events, of: playing, at: now)
        }
        return pushes
    }

    /// A quiz in an upgraded room plays on in its replacement; its run and the points won so far
    /// stay under the old room, where they were won.
    public func channelMoved(from channel: String, to replacement: String, network: String, at now: Date) async {
        guard var playing = games.removeValue(forKey: quizPlace(channel, on: network)) else { return }
        let place = quizPlace(replacement, on: network)
        guard games[place] == nil else {
            // the replacement runs a quiz of its own: the moved one ends, as if stopped
            let events = playing.game.stop()
            _ = await lines(for: events, of: playing, at: now, ending: "room upgraded")
            return
        }
        playing.channel = replacement
        playing.key = place.channel
        games[place] = playing
    }

    /// A quiz in a room the bot was put out of ends, its run closed with the points won so far;
    /// nothing is said (the bot cannot speak there).
    public func channelLost(_ channel: String, network: String, at now: Date) async {
        guard var playing = games.removeValue(forKey: quizPlace(channel, on: network)) else { return }
        let events = playing.game.stop()
        _ = await lines(for: events, of: playing, at: now, ending: "bot removed")
    }

    /// Keeps the game's new state, or forgets it once it is over.
    private func store(_ playing: PlayingQuiz, at place: QuizPlace) {
        games[place] = playing.game.isOver ? nil : playing
    }

    /// Lines for `events`. A win is committed before its line is made; a quiz that is over
    /// closes its run and adds the summary.
    private func lines(for events: [QuizGame.Event], of playing: PlayingQuiz, at now: Date,
                       ending: String = "finished") async -> [ChatPush] {
        var texts: [String] = []
        for event in events {
            switch event {
            case .won(let win):
                texts.append(await committed(win, in: playing, at: now))
            case .over:
                texts.append(QuizText.summary(playing.game.standings, rounds: playing.game.rounds, prefix: prefix))
                do {
                    try await database.endQuizRun(playing.game.runID, reason: ending, at: now)
                } catch {
                    texts.append("(I could not close this quiz in the database: \(error); its points are kept.)")
                }
            default:
                texts.append(QuizText.line(for: event))
            }
        }
        return texts.map { ChatPush(network: playing.network, reply: ChatReply(destination: .channel(playing.channel), text: $0)) }
    }

    private func committed(_ win: QuizWin, in playing: PlayingQuiz, at now: Date) async -> String {
        let line = QuizText.line(for: .won(win))
        guard let account = win.player.account else { return line }
        do {
            try await database.recordQuizPoints(win.points, run: playing.game.runID,
                                                account: AccountIdentity(network: playing.network, name: account),
                                                channel: playing.key, mineral: win.mineral, at: now)
            return line
        } catch {
            return line + " (but I could not save the points: the database refused; they count in this quiz only.)"
        }
    }

    /// `rounds` minerals, none twice: stacked ones first, then common ones at random (a quiz
    /// about minerals nobody has heard of is no fun).
    private func drawDeck(_ rounds: Int) -> [Mineral] {
        var deck = Array(stacked.prefix(rounds))
        stacked.removeFirst(deck.count)
        let familiar = table.minerals.filter { $0.commonness >= 5 }
        var pool = (familiar.count >= rounds ? familiar : table.minerals).filter { mineral in
            !deck.contains { $0.name == mineral.name }
        }
        pool.shuffle()
        deck += pool.prefix(rounds - deck.count)
        return deck
    }
}

/// A channel on a network, by its key (`ChannelFolding`): one quiz per key.
struct QuizPlace: Hashable, Sendable {
    var network: String
    var channel: String

    var sortKey: String { network + " " + channel }
}
