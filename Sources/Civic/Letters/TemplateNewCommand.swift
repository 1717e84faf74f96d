import Chat
import Storage

/// `template new` (or `template new call`, for a call script): writes a template for the shared
/// library in a DM dialogue.
struct TemplateNewCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "template new", usage: "template new [call]",
        summary: "Write a letter template (or, with call, a call script) for everyone "
            + "(asks for title, category, tags and body in a private message).",
        permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        let kind: TemplateKind
        switch context.words.map({ $0.lowercased() }) {
        case []: kind = .letter
        case ["call"]: kind = .call
        default: throw context.usageError()
        }
        let account = try context.requireAccount()
        if !context.isDirect { context.reply("I've sent you a DM.") }
        TemplateDialogue(civic: civic, account: account, kind: kind).start(context)
    }
}
