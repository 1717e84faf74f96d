import Chat
import Storage

/// What `follow` and `unfollow` name: a bill (`hr5376-117`), an official (a member of Congress by
/// name or `ST-NN`, or a state or city official by name), or a person, `@nick`, followed by their
/// account. The `@` is what tells a person from an official: a bare word is always an official's
/// name, so `follow pelosi` never follows someone nicknamed pelosi.
enum FollowTarget {
    case official(NamedOfficial)
    case bill(BillID)
    case person(AccountIdentity)

    /// Reads the target from the command's words; a one-line refusal with `command`'s usage when
    /// the words name neither.
    static func read(_ context: CommandContext, command: String, civic: CivicContext,
                     account: AccountIdentity) async throws -> FollowTarget {
        guard !context.words.isEmpty else { throw context.usageError() }
        if let id = TypedBillID(now: context.now).bill(context.words[...]) { return .bill(id) }
        if IDShapes.looksLikeBill(context.words[0]) {
            throw context.words.count == 1 ? IDShapes.notABill(context.words[0], context) : context.usageError()
        }
        if context.words.count == 1, context.words[0].hasPrefix("@") {
            return try await person(nick: String(context.words[0].dropFirst()), context, command: command, civic: civic,
                                    account: account)
        }
        let retry = "Try \(context.typed(command)) <last name or ST-NN>, or \(context.typed(command)) @nick for a person."
        let words = context.words, sender = context.accountInPrivate
        let (official, used) = try await civic.database.reading {
            try OfficialFinder.find(in: words, sender: sender, retry: retry, listingBothLevels: true, snapshot: $0)
        }
        guard used == context.words.count else { throw context.usageError() }
        return .official(official)
    }

    /// The person logged in as `nick` now, or (offline) the account of that name if Townhall has
    /// seen it: a name no one has used here may be a typo, or a nick whose owner has a different
    /// account, and following it would quietly follow no one.
    private static func person(nick: String, _ context: CommandContext, command: String, civic: CivicContext,
                               account: AccountIdentity) async throws -> FollowTarget {
        guard !nick.isEmpty else { throw context.usageError() }
        let online = await civic.directory.account(forNick: nick, network: context.network)
        let person = AccountIdentity(network: context.network, name: online ?? nick)
        guard !person.isSame(as: account) else { throw CommandFailure("You can't follow yourself.") }
        if online == nil, try await !civic.database.reading({ try $0.knows(person) }) {
            throw CommandFailure("I have not seen anyone called \(nick) use Townhall here. Check the spelling, or "
                + "type \(context.typed(command)) @\(nick) again while they are online.")
        }
        return .person(person)
    }
}
