import Chat
import Foundation
import Storage

/// The DM dialogue of `template new` and `template edit T3`: title, category (by number or
/// name), tags, then the body line by line until `done`. Editing offers `keep` at each step.
/// Nothing is stored until the body is done, so a cancelled dialogue leaves no half-template.
struct TemplateDialogue: Sendable {
    static let maxTitleLength = 100
    static let maxTags = 8

    let civic: CivicContext
    let account: AccountIdentity
    /// The template being edited; nil for a new one.
    let editing: Int64?
    var content: TemplateContent
    var body: BodyLines

    init(civic: CivicContext, account: AccountIdentity, editing: LetterTemplate? = nil, kind: TemplateKind = .letter) {
        self.civic = civic
        self.account = account
        self.editing = editing?.id
        content = editing.map { TemplateContent(title: $0.title, category: $0.category, tags: $0.tags, body: $0.body, kind: $0.kind) }
            ?? TemplateContent(title: "", category: "", tags: [], body: "", kind: kind)
        body = BodyLines(limit: civic.letterRules.maxBodyLength, screenedBy: civic.questionRules)
    }

    private var topic: String { editing.map { "editing \(ItemReference.template.text($0))" } ?? "new template" }
    private var keep: String { editing == nil ? "" : " (or keep)" }

    func start(_ context: CommandContext) {
        let now = editing == nil ? "" : " Now: \(content.title)."
        context.ask("Title of the template, at most \(Self.maxTitleLength) characters\(keep)?\(now) (cancel stops)",
                    topic: topic) { answer, reply in
            var next = self
            try next.takeTitle(answer)
            next.askCategory(reply)
        }
    }

    private mutating func takeTitle(_ answer: String) throws {
        if isKeep(answer) { return }
        let title = try BodyLines.cleanLine(answer, limit: Self.maxTitleLength, what: "title")
        if let word = civic.questionRules.blockedWord(in: title) {
            throw UsageError("The title uses a word that is not allowed here (\"\(word)\"); please rephrase it")
        }
        content.title = title
    }

    private func askCategory(_ context: CommandContext) {
        let categories = civic.letterRules.categories
        let numbered = categories.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
        let now = editing == nil ? "" : " Now: \(content.category)."
        context.ask("Category\(keep)? \(numbered).\(now)", topic: topic) { answer, reply in
            var next = self
            try next.takeCategory(answer, from: categories)
            next.askTags(reply)
        }
    }

    private mutating func takeCategory(_ answer: String, from categories: [String]) throws {
        if isKeep(answer) { return }
        let typed = answer.trimmingCharacters(in: .whitespaces).lowercased()
        if let number = Int(typed), categories.indices.contains(number - 1) {
            content.category = categories[number - 1]
        } else if let named = categories.first(where: { $0.lowercased() == typed }) {
            content.category = named
        } else {
            throw UsageError("\"\(answer)\" is not one of the categories; type its number (1–\(categories.count)) or its name")
        }
    }

    private func askTags(_ context: CommandContext) {
        let now = editing == nil ? "" : " Now: " + (content.tags.isEmpty ? "none." : content.tags.map { "#" + $0 }.joined(separator: " ") + ".")
        context.ask("Tags, like #rent #eviction (at most \(Self.maxTags)), or none\(keep)?\(now)", topic: topic) { answer, reply in
            var next = self
            try next.takeTags(answer)
            next.askBody(reply)
        }
    }

    private mutating func takeTags(_ answer: String) throws {
        if isKeep(answer) { return }
        if answer.trimmingCharacters(in: .whitespaces).lowercased() == "none" {
            content.tags = []
            return
        }
        let words = answer.split(whereSeparator: \.isWhitespace).map(String.init)
        let tags = words.compactMap(Hashtags.tag(from:))
        guard tags.count == words.count, !tags.isEmpty else {
            throw UsageError("Tags are words that start with #, like #rent #eviction; or type none")
        }
        guard tags.count <= Self.maxTags else { throw UsageError("That is \(tags.count) tags; at most \(Self.maxTags)") }
        content.tags = tags
    }

    private func askBody(_ context: CommandContext) {
        let placeholders = TemplatePlaceholders.known.map { "{\($0)}" }.joined(separator: " ")
        let keepIt = editing == nil ? "" : " Type keep to keep the body as it is."
        context.ask("Now the body, one message per line; type done when it is finished. Placeholders you can use: "
            + "\(placeholders).\(keepIt)", topic: topic) { answer, reply in
            try await self.takeBodyLine(answer, reply)
        }
    }

    private func takeBodyLine(_ answer: String, _ context: CommandContext) async throws {
        var next = self
        if editing != nil, next.body.text.isEmpty, isKeep(answer) {
            next.body = BodyLines(limit: body.limit, text: content.body, blockedWord: body.blockedWord)
            try await next.save(context)
            return
        }
        if BodyLines.isDone(answer) {
            guard !next.body.text.isEmpty else { throw UsageError("The body is empty; type its first line") }
            try await next.save(context)
            return
        }
        if let command = try next.body.add(answer, unlessCommandIn: context.registry) {
            context.replyPrivately(BodyLines.heldBack(answer, command: command))
        }
        // Silent between lines: the writer is typing a body, not chatting.
        let continued = next
        context.ask("", topic: topic) { answer, reply in try await continued.takeBodyLine(answer, reply) }
    }

    private func save(_ context: CommandContext) async throws {
        var content = self.content
        content.body = body.text
        if let id = editing {
            switch try await civic.database.editTemplate(id, to: content, by: account, at: context.now) {
            case .done:
                context.replyPrivately("Saved your changes to \(ItemReference.template.text(id)).")
            default:
                throw CommandFailure("\(ItemReference.template.text(id)) can no longer be edited (deleted or hidden); nothing was saved.")
            }
        } else {
            let id = try await civic.database.createTemplate(content, by: account, at: context.now)
            let reference = ItemReference.template.text(id)
            context.replyPrivately(content.kind == .call
                ? "Saved \(reference): \(content.title) [\(content.category)]. Others find it with: templates call, "
                    + "and call with it: call <member> \(reference)"
                : "Saved \(reference): \(content.title) [\(content.category)]. Others find it with: templates, "
                    + "and write from it with: draft \(reference)")
        }
    }

    private func isKeep(_ answer: String) -> Bool {
        editing != nil && answer.trimmingCharacters(in: .whitespaces).lowercased() == "keep"
    }
}
