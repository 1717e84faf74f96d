import Chat

/// `quiz stop`: ends this channel's quiz early (its starter, the channel's operators, admins).
struct QuizStopCommand: ChatCommand {
    let hall: QuizHall
    let spec = CommandSpec(name: "quiz stop", summary: "Stop the quiz in this channel (its starter, operators, admins).",
                           places: .channel, category: "Rocks")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        guard let channel = context.place.channelName else { return }
        let mayStopAny = context.sender.isChannelOperator ? true : await context.senderIsAdmin()
        switch await hall.stop(in: channel, network: context.network, by: context.sender, isOperatorOrAdmin: mayStopAny,
                               at: context.now) {
        case .stopped(let lines):
            lines.forEach(context.announce)
        case .noQuiz(let sentence), .notAllowed(let sentence):
            throw CommandFailure(sentence)
        }
    }
}
