import Chat

/// `rock id <what you see>`: the five likeliest minerals with a score and what matched.
struct RockIdCommand: ChatCommand {
    let table: MineralTable
    let spec = CommandSpec(
        name: "rock id", aliases: ["identify"],
        usage: "rock id <key=value… or plain words, e.g. luster=metallic streak=red-brown, dark metallic black streak hardness 6>",
        summary: "The 5 likeliest minerals for what you see (color, luster, streak, hardness, cleavage, gravity, system, test). "
            + "Weights: \(RockWeights.summary); ties go to the commoner mineral.",
        category: "Rocks")

    func run(_ context: CommandContext) async throws {
        let seen = try RockObservationReader.read(context.words)
        guard !seen.isEmpty else { throw context.usageError() }
        let matches = MineralRanking.top(5, for: seen, in: table)
        context.page(matches.enumerated().map { RockText.candidate($1, rank: $0 + 1) })
    }
}
