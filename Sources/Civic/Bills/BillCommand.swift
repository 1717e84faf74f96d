import Chat
import Storage

/// `bill hr5376-117`: what a bill is, where it stands, a short summary, its roll calls and the
/// comments under it.
struct BillCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "bill", usage: "bill <bill, e.g. hr5376-117>",
        summary: "A bill: title, sponsor, status, latest action, summary, roll calls and comments.",
        category: "Bills and votes")

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { throw context.usageError() }
        let bill = try await civic.bill(named: context.words, context: context)
        let text = BillText()
        let status = BillStatus(laws: bill.laws, milestones: try await civic.database.reading(mayLagFor: context.account) { try $0.billMilestones(bill.id) })
        var lines = [text.heading(bill), StyledText(text.sponsorLine(bill)), text.statusLine(bill, status: status)]
        if let summary = bill.summary.flatMap({ BillText.summary($0, title: bill.title) }) {
            lines.append(StyledText("Summary: " + summary))
        }
        lines.append(text.rollCallsLine(bill, typedVote: context.typed("vote")))
        for comment in try await civic.database.reading(mayLagFor: context.account, { try $0.comments(under: .bill(bill.id), in: .bill, latest: 20) }) {
            lines.append(StyledText("\(bill.id.key)/\(comment.place) \(comment.authorName), \(QuestionText.age(of: comment.createdAt, now: context.now)): "
                + comment.text.neutralisingControlCharacters))
        }
        context.page(lines)
    }
}
