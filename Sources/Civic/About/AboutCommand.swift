import Chat

/// `about`: what Townhall is and where its data comes from.
struct AboutCommand: ChatCommand {
    let spec = CommandSpec(name: "about", usage: "about", summary: "What this bot is and where its data comes from.")

    func run(_ context: CommandContext) async throws {
        context.reply("Townhall: a chat bot for civic action. Find your members of Congress (\(context.typed("reps")), "
            + "\(context.typed("rep")) <name>) and keep a small profile. Member data: unitedstates/congress-legislators; "
            + "ZIP to district: Census ZCTA files. \(context.typed("help")) lists commands, \(context.typed("privacy")) says what I store.")
    }
}
