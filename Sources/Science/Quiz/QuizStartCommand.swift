import Chat

/// `quiz start [rounds N]`: a mineral quiz in this channel (anyone, when none plays here).
struct QuizStartCommand: ChatCommand {
    let hall: QuizHall
    var spec: CommandSpec {
        CommandSpec(name: "quiz start", usage: "quiz start [rounds N, 1–\(hall.rules.maxRounds)]",
                    summary: "Start a mineral quiz here: name the mineral first to win the round.",
                    places: .channel, category: "Rocks")
    }

    func run(_ context: CommandContext) async throws {
        let rounds = try roundCount(context)
        guard let channel = context.place.channelName else { return }
        switch try await hall.start(in: channel, network: context.network, by: context.sender, rounds: rounds, at: context.now) {
        case .started(let lines):
            lines.forEach(context.announce)
        case .running(let sentence):
            throw CommandFailure(sentence)
        }
    }

    /// Nothing, or `rounds N` within the configured bounds.
    private func roundCount(_ context: CommandContext) throws -> Int {
        let words = context.words
        if words.isEmpty { return hall.rules.defaultRounds }
        guard words.count == 2, words[0].lowercased() == "rounds", let count = Int(words[1]) else { throw context.usageError() }
        guard (1...hall.rules.maxRounds).contains(count) else {
            throw context.usageError("a quiz has 1 to \(hall.rules.maxRounds) rounds")
        }
        return count
    }
}
