import Chat
import Storage

/// `top`: the most upvoted question to each of the sender's members of Congress, with its answer,
/// then to each of their state officials that has one. Who someone's officials are tells where
/// they live, so the answer goes to a DM.
struct TopCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "top", usage: "top",
        summary: "The top question to each of your members of Congress and state officials, with its answer.",
        permission: .accountHolder, category: "Questions")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let note = "I sent the top questions to your officials in a private message."
        // One read: the district, its members, the state officials and each one's top question.
        let found = try await civic.database.reading(mayLagFor: account) { snapshot -> (members: [(Member, Question?)], state: [(StateOfficial, Question?)])? in
            guard let district = try OwnMembers.district(of: account, in: snapshot) else { return nil }
            func top(_ id: OfficialID) throws -> Question? { try snapshot.questions(QuestionListing(official: id, limit: 1)).first }
            let members = try OwnMembers.serving(district, in: snapshot).map { ($0, try top(.member($0.bioguideID))) }
            let state = try OwnStateOfficials.of(try snapshot.profile(of: account), in: snapshot)
                .map { ($0, try top(.openStates($0.id))) }
            return (members, state)
        }
        guard let found else {
            context.replyInPrivate(["I don't know your members yet. Tell me your ZIP here: zip <5-digit ZIP code>"], note: note)
            return
        }
        var lines: [String] = []
        for (member, top) in found.members {
            guard let question = top else {
                lines.append("\(member.title): no questions yet. Ask one with: ask \(member.lastName) <question>")
                continue
            }
            lines += Self.lines(question, to: member.title)
        }
        // A state official without questions gets no line of their own: six of them would bury the rest.
        for case (let official, let question?) in found.state { lines += Self.lines(question, to: OfficialText.title(official)) }
        let unasked = found.state.filter { $0.1 == nil }.map { OfficialText.title($0.0) }
        if !unasked.isEmpty {
            lines.append("No questions yet to \(unasked.joined(separator: ", ")). Ask one with: ask <last name> <question>")
        }
        context.replyInPrivate(lines, note: note)
    }

    /// The question's list line after whom it was asked, and its answer if any.
    private static func lines(_ question: Question, to title: String) -> [String] {
        ["\(title): " + QuestionText.listLine(question.headline, official: nil)]
            + (question.answer.map { ["Answer: " + QuestionText.excerpt($0.text)] } ?? [])
    }
}
