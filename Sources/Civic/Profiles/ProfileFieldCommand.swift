import Chat
import Storage

/// `bio <text>` and `party <text>` (and `… clear`): one short public text field of the profile.
struct ProfileFieldCommand: ChatCommand {
    /// Which field, with its limits and wording.
    struct Field: Sendable {
        var name: String
        var limit: Int
        var summary: String
        var keyPath: WritableKeyPath<Profile, String?> & Sendable
    }

    static let bio = Field(name: "bio", limit: 200, summary: "Set the short public bio of your profile.", keyPath: \.bio)
    static let party = Field(name: "party", limit: 40, summary: "Set the party you identify with (public).", keyPath: \.party)

    let civic: CivicContext
    let field: Field
    let spec: CommandSpec

    init(civic: CivicContext, field: Field) {
        self.civic = civic
        self.field = field
        spec = CommandSpec(
            name: field.name, usage: "\(field.name) <text, at most \(field.limit) characters> | \(field.name) clear",
            summary: field.summary, permission: .accountHolder, category: "Profile")
    }

    func run(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        let value: String?
        if context.arguments.lowercased() == "clear" {
            value = nil
        } else {
            do throws(FreeText.Problem) {
                value = try FreeText.clean(context.arguments, limit: field.limit)
            } catch .empty {
                throw context.usageError()
            } catch .tooLong(let limit, let length) {
                throw context.usageError("Your \(field.name) has \(length) characters; the limit is \(limit)")
            }
        }
        let keyPath = field.keyPath
        try await civic.database.updateProfile(of: account, at: context.now) { $0[keyPath: keyPath] = value }
        context.reply(value == nil ? "Cleared your \(field.name)." : "Saved your \(field.name).")
    }
}
