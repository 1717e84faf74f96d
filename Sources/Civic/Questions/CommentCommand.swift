import Chat
import Storage

/// `comment Q12 <text>`, `comment R7 <text>`, `comment T3 <text>`, `comment hr5376-117 <text>`, or
/// the same on another feature's item (its `CommentableKind`): a public comment under a question,
/// a voting-incident report, a letter template, a bill or that item.
struct CommentCommand: ChatCommand {
    let civic: CivicContext
    /// Other features' kinds, named after Civic's own (questions, reports, templates) and before bills.
    let others: ItemKindList<CommentAction>
    let spec: CommandSpec

    init(civic: CivicContext, others: ItemKindList<CommentAction>) {
        self.civic = civic
        self.others = others
        let examples = others.kinds.isEmpty ? "" : " | " + others.examples
        let described = others.kinds.map { ", " + $0.what }.joined()
        spec = CommandSpec(
            name: "comment",
            usage: "comment <Q12 | R7 | T3\(examples) | bill, e.g. hr5376-117> <comment, at most \(civic.questionRules.maxCommentLength) characters>",
            summary: "Comment on a question, a report, a letter template\(described) or a bill (shown under it).", permission: .accountHolder, category: "Questions")
    }

    func run(_ context: CommandContext) async throws {
        if let first = context.words.first,
           IDShapes.looksLikeBill(first) || TypedBillID(now: context.now).leading(context.words) != nil {
            try await commentOnBill(context)
            return
        }
        if let first = context.words.first, ItemReference.incident.id(from: first) != nil {
            try await IncidentFeedback.comment(context, civic: civic)
            return
        }
        if let first = context.words.first, let id = ItemReference.template.id(from: first) {
            try await commentOnTemplate(id, context)
            return
        }
        if let first = context.words.first, let (kind, id) = others.find(first) {
            try await commentOnOther(kind, id, context)
            return
        }
        let (account, question, text) = try await civic.questionAndText(
            context, limit: civic.questionRules.maxCommentLength, what: "comment")
        guard try await civic.database.comment(text, on: question.id, by: account, at: context.now) else {
            throw CommandFailure("There is no \(question.reference) any more.")
        }
        context.reply("Your comment is under \(question.reference).")
    }

    private func commentOnTemplate(_ id: Int64, _ context: CommandContext) async throws {
        guard context.words.count >= 2 else { throw context.usageError() }
        let account = try context.requireAccount()
        let text = try civic.cleanText(context.words.dropFirst(), limit: civic.questionRules.maxCommentLength,
                                       what: "comment", context: context)
        let outcome = try await civic.database.commentOnTemplate(id, text: text, by: account, at: context.now)
        guard case .done = outcome else { throw civic.templateRefusal(outcome, id: id, context) }
        context.reply("Your comment is under \(ItemReference.template.text(id)).")
    }

    private func commentOnOther(_ kind: CommentableKind, _ id: Int64, _ context: CommandContext) async throws {
        guard context.words.count >= 2 else { throw context.usageError() }
        let account = try context.requireAccount()
        let text = try civic.cleanText(context.words.dropFirst(), limit: civic.questionRules.maxCommentLength,
                                       what: "comment", context: context)
        try await kind.action(id, text, account, context)
    }

    private func commentOnBill(_ context: CommandContext) async throws {
        guard context.words.count >= 2 else { throw context.usageError() }
        let account = try context.requireAccount()
        guard let (id, billWords) = TypedBillID(now: context.now).leading(context.words) else {
            throw IDShapes.notABill(context.words[0], context)
        }
        guard context.words.count > billWords else { throw context.usageError() }
        let bill = try await civic.knownBill(id, context: context)
        let text = try civic.cleanText(context.words.dropFirst(billWords), limit: civic.questionRules.maxCommentLength,
                                       what: "comment", context: context)
        _ = try await civic.database.commentOnBill(bill, text: text, by: account, at: context.now)
        context.reply("Your comment is under \(bill.key) (type \(context.typed("bill")) \(bill.key) to see it).")
    }
}
