import Chat
import Storage

/// `howvoted <member> <bill>`: how one member voted on each roll call of one bill.
struct HowVotedCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "howvoted", usage: "howvoted <member name | ST-NN> <bill, e.g. hr5376-117>",
        summary: "How a member of Congress voted on each roll call of a bill.", category: "Bills and votes")

    func run(_ context: CommandContext) async throws {
        guard context.words.count >= 2, let last = context.words.last else { throw context.usageError() }
        guard let (billID, billWords) = TypedBillID(now: context.now).trailing(context.words),
              billWords < context.words.count else {
            throw IDShapes.notABill(last, context)
        }
        let memberWords = Array(context.words.dropLast(billWords))
        let retry = "Try \(context.typed(spec.name)) <last name or ST-NN> \(billID.key)."
        let (member, used) = try await MemberFinder(database: civic.database)
            .find(in: memberWords, sender: context.accountInPrivate, retry: retry)
        guard used == memberWords.count else { throw context.usageError() }
        let bill = try await civic.knownBill(billID, context: context)
        let votes = try await civic.database.reading { try $0.votes(of: member.bioguideID, on: billID) }
        guard !votes.isEmpty else {
            context.reply("I have no vote of \(member.title) on \(bill.citation): \(bill.key) has no roll call in my data that they voted in.")
            return
        }
        let text = VoteText(formatting: civic.formatting)
        context.page(["How \(member.title) voted on \(bill.citation):"] + votes.map(text.memberVoteLine))
    }
}
