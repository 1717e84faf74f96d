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
        guard let district = try await civic.database.profile(of: account)?.district else {
            context.replyInPrivate(["I don't know your members yet. Tell me your ZIP here: zip <5-digit ZIP code>"], note: note)
            return
        }
        let members = try await civic.database.senators(of: district.state)
            + civic.database.houseMembers(of: district)
        var lines: [String] = []
        for member in members {
            let top = try await civic.database.questions(QuestionListing(memberBioguide: member.bioguideID, limit: 1))
            guard let question = top.first else {
                lines.append("\(member.title): no questions yet. Ask one with: ask \(member.lastName) <question>")
                continue
            }
            lines.append("\(member.title): " + QuestionText.listLine(question.headline, member: nil))
            if let answer = question.answer { lines.append("Answer: " + QuestionText.excerpt(answer.text)) }
        }
        context.replyInPrivate(lines, note: note)
    }
}
