import Chat

/// `privacy`: what is stored, why, who sees it and how to delete it.
struct PrivacyCommand: ChatCommand {
    let spec = CommandSpec(name: "privacy", usage: "privacy", summary: "What I store about you, why, and how to delete it.")

    func run(_ context: CommandContext) async throws {
        context.page([
            "I store, per services account: your ZIP and district (to find your members of Congress), "
                + "and the bio and party you choose to set, with when you changed them.",
            "Your ZIP and district are only shown to you, in private messages; bio and party are public "
                + "unless you type \(context.typed("private on")).",
            "I never store your nick as identity, your messages, or anything you did not set yourself.",
            "\(context.typed("export me")) sends you a copy; \(context.typed("forget me")) deletes everything after you confirm.",
        ])
    }
}
