import Chat
import Storage

/// `templates [category | #tag | words] [new | top]`: the template library, newest first or
/// most liked first, searched by category, tag or full text; `templates call …` the same over the
/// call scripts (`call <member> T3`); `templates mine`: the author's own, newest first, in a DM
/// (a private profile's templates do not name their author).
struct TemplatesCommand: ChatCommand {
    let civic: CivicContext
    let spec: CommandSpec

    /// Templates listed per query (people page through them with `more`).
    static let maxListed = 30

    init(civic: CivicContext) {
        self.civic = civic
        spec = CommandSpec(
            name: "templates", usage: "templates [call] [mine | category | #tag | words] [new | top]",
            summary: "The shared library of letter templates (or, with call first, of call scripts): by category ("
                + civic.letterRules.categories.joined(separator: ", ") + "), #tag or words; new (default) or top (most liked; "
                + "for a #tag or words, the most liked of the newest \(ReadSnapshot.topWindow) that match); "
                + "mine lists yours, newest first, in a private message.",
            category: "Letters")
    }

    func run(_ context: CommandContext) async throws {
        if OwnItems.isAsked(context) { return try await listOwn(context) }
        var words = context.words
        var listing = TemplateListing(limit: Self.maxListed)
        if words.first?.lowercased() == "call" {
            listing.kind = .call
            words.removeFirst()
        }
        if let last = words.last?.lowercased(), last == "new" || last == "top" {
            listing.order = last == "top" ? .top : .new
            words.removeLast()
        }
        let phrase = words.joined(separator: " ")
        if phrase.isEmpty {
            listing.filter = .all
        } else if let category = civic.letterRules.categories.first(where: { $0.lowercased() == phrase.lowercased() }) {
            listing.filter = .category(category)
        } else if words.count == 1, let tag = Hashtags.tag(from: words[0]) {
            listing.filter = .tag(tag)
        } else if words.contains(where: { $0.hasPrefix("#") }) {
            throw context.usageError("Search one #tag at a time, or words without #")
        } else {
            listing.filter = .words(phrase)
        }
        let query = listing
        let templates = try await civic.database.reading { try $0.templates(query) }
        let what = Self.describe(listing.filter)
        let calls = listing.kind == .call
        guard !templates.isEmpty else {
            context.reply("No \(calls ? "call scripts" : "templates") \(what)yet. Write one in a private message with: "
                + "template new\(calls ? " call" : "")")
            return
        }
        let heading = calls
            ? (listing.order == .top ? "Most liked call scripts " : "Newest call scripts ") + what
                + "(\(context.typed("template")) T3 shows one, \(context.typed("call")) <member> T3 gives the numbers and the script):"
            : (listing.order == .top ? "Most liked templates " : "Newest templates ") + what
                + "(\(context.typed("template")) T3 shows one, \(context.typed("draft")) T3 writes a letter from it):"
        context.page([heading] + templates.map(TemplateText.listLine))
    }

    private func listOwn(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        let templates = try await civic.database.reading { try $0.templates(writtenBy: account, limit: Self.maxListed) }
        guard !templates.isEmpty else {
            context.reply("You have written no templates yet. Write one in a private message with: template new")
            return
        }
        // The list goes to a DM, so its commands are written as typed there.
        context.replyInPrivate(["Your templates, newest first (template T3 shows one, template edit T3 changes it):"]
            + templates.map(TemplateText.listLine),
            note: OwnItems.sentPrivately("templates"))
    }

    private static func describe(_ filter: TemplateListing.Filter) -> String {
        switch filter {
        case .all: ""
        case .category(let category): "in \(category) "
        case .tag(let tag): "tagged #\(tag) "
        case .words(let words): "matching \"\(words)\" "
        }
    }
}
