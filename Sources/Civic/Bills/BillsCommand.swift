import Chat
import Storage

/// `bills [words]`: full-text search over bill titles and summaries; without words, the bills
/// with the most recent action; `bills by <member>`: the bills a member sponsored or
/// cosponsored, newest first. Paged with `more`.
struct BillsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "bills", usage: "bills [words to search in titles and summaries] | bills by <member name | ST-NN>",
        summary: "Search bills by words in their titles and summaries, list the most recently active, "
            + "or list the bills a member sponsored or cosponsored (e.g. bills by Pelosi).",
        category: "Bills and votes")

    /// At most this many bills are listed (people page through them with `more`).
    static let maxListed = 30
    /// At most this many of a member's bills are listed: a long-serving member cosponsors thousands.
    static let maxSponsored = 100

    func run(_ context: CommandContext) async throws {
        guard context.arguments.count <= 200 else { throw context.usageError("That search is too long") }
        if context.words.first?.lowercased() == "by" {
            try await billsBy(Array(context.words.dropFirst()), context)
            return
        }
        let searching = !context.words.isEmpty
        let bills = searching
            ? try await civic.database.reading(mayLagFor: context.account) { try $0.searchBills(context.arguments, limit: Self.maxListed) }
            : try await civic.database.reading(mayLagFor: context.account) { try $0.recentlyActiveBills(limit: Self.maxListed) }
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

    private func billsBy(_ words: [String], _ context: CommandContext) async throws {
        guard !words.isEmpty else { throw context.usageError("Say whose bills: \(context.typed("bills by")) <last name or ST-NN>") }
        let retry = "Try \(context.typed("bills by")) <last name or ST-NN>."
        let (member, used) = try await MemberFinder(database: civic.database)
            .find(in: words, sender: context.accountInPrivate, retry: retry)
        guard used == words.count else { throw context.usageError() }
        let bills = try await civic.database.reading { try $0.sponsoredBills(by: member.bioguideID, limit: Self.maxSponsored) }
        guard !bills.isEmpty else {
            context.reply("I have no bill sponsored or cosponsored by \(member.title) in my data; "
                + "an operator loads the bill status files with townhall sync (or townhall import bills).")
            return
        }
        context.page(["Bills \(member.title) sponsored or cosponsored, newest first:"] + bills.map(BillText.sponsoredLine)
            + ["Type \(context.typed("bill")) <id> for one of them."])
    }
}
