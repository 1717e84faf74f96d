import Chat
import Storage

/// `template delete T3`: the author removes their template (letters drafted from it keep their
/// text).
struct TemplateDeleteCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "template delete", usage: "template delete T3",
        summary: "Delete a template you wrote.", permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let id = try ItemReference.template.id(in: context.words[0], context)
        let outcome = try await civic.database.deleteTemplate(id, by: account)
        guard case .done = outcome else { throw civic.templateRefusal(outcome, id: id, context) }
        context.reply("Deleted \(ItemReference.template.text(id)).")
    }
}
