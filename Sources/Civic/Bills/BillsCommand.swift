import Chat
import Storage

/// `bills [words]`: full-text search over bill titles and summaries; without words, the bills
/// with the most recent action. Paged with `more`.
struct BillsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "bills", usage: "bills [words to search in titles and summaries]",
        summary: "Search bills by words in their titles and summaries, or list the most recently active.",
        category: "Bills and votes")

    /// At most this many bills are listed (people page through them with `more`).
    static let maxListed = 30

    func run(_ context: CommandContext) async throws {
        guard context.arguments.count <= 200 else { throw context.usageError("That search is too long") }
        let searching = !context.words.isEmpty
        let bills = searching
            ? try await civic.database.reading { try $0.searchBills(context.arguments, limit: Self.maxListed) }
            : try await civic.database.reading { try $0.recentlyActiveBills(limit: Self.maxListed) }
        guard !bills.isEmpty else {
            context.reply(searching
                ? "No bill matches \"\(context.arguments)\". Try other words, or \(context.typed("bills")) alone for the latest."
                : "I have no bills yet: an operator imports them with townhall import bills.")
            return
        }
        let heading = searching ? "Bills matching \"\(context.arguments)\":" : "Most recently active bills:"
        context.page([heading] + bills.map { BillText.listLine(id: $0.id, title: $0.title, latest: $0.latestAction) }
            + ["Type \(context.typed("bill")) <id> for one of them."])
    }
}
