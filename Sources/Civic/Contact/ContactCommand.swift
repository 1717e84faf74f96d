import Chat
import Storage

/// `contact <member>`: how to reach a member of Congress — Washington office and phone, contact
/// form, website, district offices, social media — or a state or city official (level and
/// chamber, offices with phones and hours, email, links, social media), paged with `more`. Public facts, so a named
/// member is answered where asked. Alone, it answers with the sender's own members, in a DM:
/// who they are tells where the sender lives.
struct ContactCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "contact", usage: "contact [member name | ST-NN | bioguide id]",
        summary: "How to reach a member of Congress or a state or city official: offices, phones, contact form, "
            + "email, website and social media (e.g. contact Padilla, contact CA-11, contact Wiener). Alone: your own members.",
        category: "Members")

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else {
            try await ownMembers(context)
            return
        }
        guard context.arguments.count <= 100 else { throw context.usageError() }
        let words = context.words, sender = context.accountInPrivate
        let retry = "Try \(context.typed(spec.name)) <last name, ST-NN or bioguide id>."
        let lines = try await civic.database.reading { snapshot in
            let member: Result<Member, any Error>
            do {
                let (found, used) = try MemberFinder.find(in: words, sender: sender, retry: retry, snapshot: snapshot)
                member = used == words.count ? .success(found) : .failure(UsageError())
            } catch {
                member = .failure(error)
            }
            if case .success(let found) = member { return ContactText.lines(try MemberContact.read(found, in: snapshot)) }
            return OfficialText.contactLines(try Self.stateOfficial(named: words, in: snapshot, otherwise: member))
        }
        context.page(lines)
    }

    /// The one state or city official `words` name, when no member of Congress is meant; else the
    /// member lookup's own refusal, or a list of the officials the name fits.
    private static func stateOfficial(named words: [String], in snapshot: ReadSnapshot,
                                      otherwise member: Result<Member, any Error>) throws -> StateOfficial {
        let query = words.map(TypedWord.trimmingTrailingPunctuation).joined(separator: " ")
        let officials = try snapshot.stateOfficials(matchingName: query)
        switch officials.count {
        case 1: return officials[0]
        case 0: _ = try member.get(); throw UsageError()
        default:
            let shown = OfficialText.titles(Array(officials.prefix(RepCommand.maxListed))).joined(separator: ", ")
            let more = officials.count > RepCommand.maxListed ? " and \(officials.count - RepCommand.maxListed) more" : ""
            throw CommandFailure("\(officials.count) officials match \"\(query)\": \(shown)\(more). Which one? Try contact <full name>.")
        }
    }

    private func ownMembers(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        let (profile, contacts) = try await civic.database.reading { snapshot in
            let profile = try snapshot.profile(of: account)
            guard let district = profile?.district else { return (profile, [MemberContact]()) }
            let members = try OwnMembers.serving(district, in: snapshot)
            return (profile, try members.map { try MemberContact.read($0, in: snapshot) })
        }
        guard let district = profile?.district else {
            context.replyInPrivate([ContactText.noDistrict(zip: profile?.zip)], note: ContactText.sentPrivately)
            return
        }
        let lines = [ContactText.ownMembersHeading(district)] + contacts.flatMap(ContactText.lines)
        context.replyInPrivate(lines, note: ContactText.sentPrivately)
    }
}
