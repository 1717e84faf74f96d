import Chat
import Storage

/// `contact <member>`: how to reach a member of Congress — Washington office and phone, contact
/// form, website, district offices, social media — paged with `more`. Public facts, so a named
/// member is answered where asked. Alone, it answers with the sender's own members, in a DM:
/// who they are tells where the sender lives.
struct ContactCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "contact", usage: "contact [member name | ST-NN | bioguide id]",
        summary: "How to reach a member of Congress: offices, phones, contact form, website and social media "
            + "(e.g. contact Padilla, contact CA-11). Alone: your own members.",
        category: "Members")

    func run(_ context: CommandContext) async throws {
        guard !context.words.isEmpty else {
            try await ownMembers(context)
            return
        }
        guard context.arguments.count <= 100 else { throw context.usageError() }
        let words = context.words, sender = context.accountInPrivate
        let retry = "Try \(context.typed(spec.name)) <last name, ST-NN or bioguide id>."
        let contact = try await civic.database.reading { snapshot in
            let (member, used) = try MemberFinder.find(in: words, sender: sender, retry: retry, snapshot: snapshot)
            guard used == words.count else { throw UsageError() }
            return try MemberContact.read(member, in: snapshot)
        }
        context.page(ContactText.lines(contact))
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
