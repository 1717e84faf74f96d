import Chat
import Storage

/// `votes <member>`: a member's most recent roll-call votes, paged with `more`.
struct VotesCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "votes", usage: "votes <member name | ST-NN>",
        summary: "A member of Congress's most recent roll-call votes.", category: "Bills and votes")

    /// At most this many votes are listed (people page through them with `more`).
    static let maxListed = 50

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else { throw context.usageError() }
        let retry = "Try \(context.typed(spec.name)) <last name or ST-NN>."
        let (member, used) = try await MemberFinder(database: civic.database)
            .find(in: context.words, sender: context.accountInPrivate, retry: retry)
        guard used == context.words.count else { throw context.usageError() }
        let votes = try await civic.database.reading { try $0.recentVotes(of: member.bioguideID, limit: Self.maxListed) }
        guard !votes.isEmpty else {
            context.reply("I have no roll-call votes of \(member.title).")
            return
        }
        let text = VoteText(formatting: civic.formatting)
        context.page(["Recent votes of \(member.title):"] + votes.map(text.memberVoteLine))
    }
}
