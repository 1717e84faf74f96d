/// `more`: the next page of the last long answer in this place.
struct MoreCommand: ChatCommand {
    let spec = CommandSpec(name: "more", summary: "Show the next page of a long answer.")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        guard let rest = await context.core.takeRestOfPage(for: context.event) else {
            throw CommandFailure("Nothing more to show.")
        }
        context.page(rest)
    }
}
