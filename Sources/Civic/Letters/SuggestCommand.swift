import Chat
import Storage

/// `suggest`: templates the sender may want to write from, chosen from the categories and tags
/// of the templates they wrote letters from or liked, and from the letters others sent to the
/// members they follow. Ranked by those reasons, then by likes.
struct SuggestCommand: ChatCommand {
    static let maxSuggested = 5

    let civic: CivicContext
    let spec = CommandSpec(
        name: "suggest", usage: "suggest",
        summary: "Templates you may want to write from, from your past letters, your likes and the members you follow.",
        permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let candidates = try await civic.database.reading { try $0.templateSuggestions(for: account) }
        let ranked = candidates.enumerated().sorted { first, second in
            let (a, b) = (Self.score(first.element), Self.score(second.element))
            return a != b ? a > b : first.offset < second.offset  // ties keep the storage order: most liked first
        }.prefix(Self.maxSuggested).map(\.element)
        guard !ranked.isEmpty else {
            context.reply("I don't know what you care about yet: write a letter (\(context.typed("draft"))), like templates or follow "
                + "members, and I'll suggest more. Meanwhile the most liked: \(context.typed("templates")) top")
            return
        }
        context.page(["Templates you may want to write from (\(context.typed("draft")) T3 starts one):"]
            + ranked.map { TemplateText.listLine($0.template) + " — " + Self.reasons($0) })
    }

    /// A shared category counts most, then each shared tag, then letters to followed members.
    static func score(_ suggestion: TemplateSuggestion) -> Int {
        (suggestion.sharesCategory ? 4 : 0) + 2 * suggestion.sharedTags.count + min(suggestion.lettersToFollowedMembers, 5)
    }

    static func reasons(_ suggestion: TemplateSuggestion) -> String {
        var reasons: [String] = []
        if suggestion.sharesCategory { reasons.append("like the \(suggestion.template.category) templates you used or liked") }
        if !suggestion.sharedTags.isEmpty { reasons.append(suggestion.sharedTags.map { "#" + $0 }.joined(separator: " ")) }
        let count = suggestion.lettersToFollowedMembers
        if count > 0 { reasons.append("\(count) \(count == 1 ? "letter" : "letters") to members you follow") }
        return reasons.joined(separator: "; ")
    }
}
