import Chat
import Storage

/// `vote s325-2022`: a roll call's question, official result and required majority, the tally
/// as a bar, and how the sender's own members voted.
struct VoteCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "vote", usage: "vote <roll call, e.g. s325-2022>",
        summary: "A roll-call vote: question, official result, tally, and how your members voted.",
        category: "Bills and votes")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        guard let reference = RollCallReference(context.words[0]) else {
            throw context.usageError("\"\(context.words[0])\" is not a roll call; they look like s325-2022 (chamber, number, year)")
        }
        guard let vote = try await civic.database.reading(mayLagFor: context.account, { try $0.rollCall(reference) }) else {
            throw CommandFailure(try await civic.missingRollCall(reference, context: context))
        }
        let text = VoteText(formatting: civic.formatting)
        let lines = [text.heading(vote.summary), text.resultLine(vote.summary), StyledText(text.tallyLine(vote))]
        guard let mine = try await ownMembersLine(vote, context: context, text: text) else {
            context.page(lines)
            return
        }
        if context.isDirect || mine.isPublic {
            context.page(lines + [mine.line])
        } else {
            // Whose members they are tells where the sender lives: that part goes to a DM.
            context.page(lines)
            context.replyPrivately(mine.line)
        }
    }

    /// How the sender's members in the vote's chamber voted; a hint when their district is not
    /// known (public: it tells nothing); nil for someone not logged in. For a Senate vote these
    /// are the senators of their state at the time: the voters the file gives as from that
    /// state, the ones no longer serving named as the file names them. A member with no cast was
    /// "not in office then" when their service in the chamber began after the vote, or when the
    /// file lists every voter (a member of the chamber that day would be in it, if only as Not
    /// Voting); otherwise "no vote on record" (an excerpt may have left them out).
    private func ownMembersLine(_ detail: RollCallDetail, context: CommandContext, text: VoteText) async throws
        -> (line: StyledText, isPublic: Bool)? {
        let vote = detail.summary
        guard let account = try? context.requireAccount() else { return nil }
        let finder = OwnMembers(database: civic.database)
        let profile = try await civic.database.reading { try $0.profile(of: account) }
        guard let district = profile?.district else {
            // Saying nothing is known is public; that a ZIP is known but not its district is not.
            guard profile?.zip != nil else {
                return ("To see how your members voted, tell me your ZIP in a private message: zip <5-digit ZIP code>", true)
            }
            return ("To see how your members voted, choose your district: district <ST-NN>", false)
        }
        let chamber = vote.id.chamber.memberChamber
        let members = try await finder.of(account).filter { $0.chamber == chamber }
        let casts = chamber == .senate
            ? try await civic.database.reading(mayLagFor: account) { try $0.casts(in: vote.id, fromState: district.state) }
            : try await civic.database.reading(mayLagFor: account) { try $0.casts(in: vote.id, of: members.map(\.bioguideID)) }
        var entries = casts.map { cast -> StyledText in
            let member = members.first { $0.bioguideID == cast.memberBioguide }
            return text.cast(cast, shownAs: member?.title ?? VoteText.fileName(cast))
        }
        let voted = Set(casts.compactMap(\.memberBioguide))
        let day = VoteText.day(vote.date)
        entries += members.filter { !voted.contains($0.bioguideID) }.map { member in
            let absent = detail.listsEveryVoter || member.joinedChamber(after: day) ? "not in office then" : "no vote on record"
            return StyledText("\(member.title) \(absent)")
        }
        guard !entries.isEmpty else { return ("I have no vote of your members on \(vote.id.chatForm).", false) }
        let whose = chamber == .senate ? "Senators from \(district.state)" : "Your House member"
        return ("\(whose) on \(vote.id.chatForm): " + entries.joined(separator: " · "), false)
    }
}

extension CivicContext {
    /// "No roll call s326-2022 in my data. Close: s325-2022, h326-2022." for a vote that is not stored.
    func missingRollCall(_ reference: RollCallReference, context: CommandContext) async throws -> String {
        let close = try await database.reading { try $0.rollCallSuggestions(for: reference, limit: 3) }
        let hint = close.isEmpty
            ? "Find votes with \(context.typed("bill")) <bill> or \(context.typed("votes")) <member>."
            : "Close: " + close.map(\.chatForm).joined(separator: ", ") + "."
        return "No roll call \(reference.chatForm) in my data. \(hint)"
    }
}
