import Chat

/// `privacy`: what is stored, why, who sees it and how to delete it.
struct PrivacyCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "privacy", usage: "privacy", summary: "What I store about you, why, and how to delete it.")

    func run(_ context: CommandContext) async throws {
        let stored = civic.storedAboutYou
        context.page([
            "I store, per services account, what you do here: \(stored.list).",
            "Your ZIP and district are only shown to you, in private messages; bio and party are public "
                + "unless you type \(context.typed("private on")).",
            "Your nick is never your identity: your services account is.",
            "Type \(context.typed("export me")) for a copy of it all, or \(context.typed("forget me")) to delete it all after you confirm "
                + "(only \(StoredAboutYou.keptAfterForgetting)).",
        ])
    }
}
