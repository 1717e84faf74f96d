import Chat
import Storage

/// `top`: the most upvoted question to each of the sender's members, with its answer. Who
/// someone's members are tells where they live, so the answer goes to a DM.
struct TopCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "top", usage: "top",
        summary: "The top question to each of your members of Congress, with its answer.",
        permission: .accountHolder, category: "Questions")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let note = "I sent the top questions to your members in a private message."
        // One read: the district, its members and each member's top question.
        let tops = try await civic.database.reading(mayLagFor: account) { snapshot -> [(member: Member, top: Question?)]? in
            guard let district = try OwnMembers.district(of: account, in: snapshot) else { return nil }
            return try OwnMembers.serving(district, in: snapshot).map { member in
                (member, try snapshot.questions(QuestionListing(memberBioguide: member.bioguideID, limit: 1)).first)
            }
        }
        guard let tops else {
            context.replyInPrivate(["I don't know your members yet. Tell me your ZIP here: zip <5-digit ZIP code>"], note: note)
            return
        }
        var lines: [String] = []
        for (member, top) in tops {
            guard let question = top else {
                lines.append("\(member.title): no questions yet. Ask one with: ask \(member.lastName) <question>")
                continue
            }
            lines.append("\(member.title): " + QuestionText.listLine(question.headline, member: nil))
            if let answer = question.answer { lines.append("Answer: " + QuestionText.excerpt(answer.text)) }
        }
        context.replyInPrivate(lines, note: note)
    }
}
