import Chat

/// `mineral <name>`: one mineral's card (close spellings accepted).
struct MineralCommand: ChatCommand {
    let table: MineralTable
    let spec = CommandSpec(
        name: "mineral", usage: "mineral <name, e.g. pyrite>",
        summary: "One mineral's card: colours, luster, streak, hardness, cleavage, gravity and tests.", category: "Rocks")

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { throw context.usageError() }
        guard let mineral = table.mineral(named: context.arguments) else { throw RockText.noSuchMineral(context.arguments) }
        context.page(RockText.card(mineral))
    }
}
