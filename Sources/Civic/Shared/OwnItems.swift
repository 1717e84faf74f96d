import Chat

/// The "mine" form of the list commands (`questions mine`, `incidents mine`, `templates mine`):
/// the asking account's own items, newest first. Questions and templates hide their author when
/// the profile is private, and reports never name theirs, so these lists go to a DM, as
/// `export me` does.
enum OwnItems {
    /// The word that asks for one's own items instead of a search.
    static let word = "mine"

    /// Whether the command's only word is `mine` (any case).
    static func isAsked(_ context: CommandContext) -> Bool {
        context.words.count == 1 && context.words[0].lowercased() == word
    }

    /// The note said in a channel when the list went to a DM: "I sent your questions in a private message."
    static func sentPrivately(_ items: String) -> String {
        "I sent your \(items) in a private message."
    }
}
