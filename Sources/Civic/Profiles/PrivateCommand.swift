import Chat
import Storage

/// `private on|off`: hides the whole profile from others (or shows its public part again).
struct PrivateCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "private", usage: "private on|off",
        summary: "Hide your profile from others (on) or show bio and party again (off).",
        permission: .accountHolder, category: "Profile")

    func run(_ context: CommandContext) async throws {
        let isPrivate: Bool
        switch context.words.map({ $0.lowercased() }) {
        case ["on"]: isPrivate = true
        case ["off"]: isPrivate = false
        default: throw context.usageError()
        }
        let account = try context.requireAccount()
        try await civic.database.updateProfile(of: account, at: context.now) { $0.isPrivate = isPrivate }
        context.reply(isPrivate
            ? "Your profile is now private: others see nothing of it."
            : "Your profile is now public: others see your bio and party (never your ZIP).")
    }
}
