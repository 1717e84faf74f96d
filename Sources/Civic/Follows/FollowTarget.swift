import Chat
import Storage

/// What `follow` and `unfollow` name: a bill (`hr5376-117`) or a member (by name or `ST-NN`).
enum FollowTarget {
    case member(Member)
    case bill(BillID)

    /// Reads the target from the command's words; a one-line refusal with `command`'s usage when
    /// the words name neither.
    static func read(_ context: CommandContext, command: String, civic: CivicContext,
                     account: AccountIdentity) async throws -> FollowTarget {
        guard !context.words.isEmpty else { throw context.usageError() }
        if IDShapes.looksLikeBill(context.words[0]) {
            guard context.words.count == 1 else { throw context.usageError() }
            guard let id = BillID(context.words[0]) else { throw IDShapes.notABill(context.words[0], context) }
            return .bill(id)
        }
        let retry = "Try \(context.typed(command)) <last name or ST-NN>."
        let (member, used) = try await MemberFinder(database: civic.database)
            .find(in: context.words, sender: context.accountInPrivate, retry: retry)
        guard used == context.words.count else { throw context.usageError() }
        return .member(member)
    }
}
