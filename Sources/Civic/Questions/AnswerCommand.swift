import Chat
import Storage

/// `answer Q12 <text>`: the public answer of a member, or their staff, to a question to them.
/// Only accounts an admin verified for that member may answer (`admin verify`).
struct AnswerCommand: ChatCommand {
    let civic: CivicContext
    let spec: CommandSpec

    init(civic: CivicContext) {
        self.civic = civic
        spec = CommandSpec(
            name: "answer", usage: "answer <Q12> <answer, at most \(civic.questionRules.maxQuestionLength) characters>",
            summary: "Answer a question in public (accounts verified as that member or their staff).",
            permission: .accountHolder, category: "Questions")
    }

    func run(_ context: CommandContext) async throws {
        let (account, question, text) = try await civic.questionAndText(
            context, limit: civic.questionRules.maxQuestionLength, what: "answer")
        let official = try await civic.official(of: question)
        // Verification (`admin verify`) names a member of Congress, so no account answers for a
        // state or city official yet.
        guard case .member = official else {
            throw CommandFailure("Only members of Congress and their staff answer questions here; \(official.title) "
                + "is not one, so \(question.reference) stays open for upvotes.")
        }
        // Who answered for whom: a staff account answers in the member's name, and says so.
        let (title, reference, excerpt) = (official.title, question.reference, QuestionText.excerpt(text))
        let notification: @Sendable (Bool) -> String = { byStaff in
            "\(byStaff ? "The staff of \(title)" : title) answered \(reference): \(excerpt) "
                + "(type question \(reference) to read it all)"
        }
        guard try await civic.database.answer(question.id, with: text, by: account, at: context.now,
                                              notification: notification) != nil else {
            throw CommandFailure("Only accounts verified as \(title) or their staff can answer \(question.reference); "
                + "an admin can verify yours.")
        }
        context.reply("Your answer to \(question.reference) is public. See it with: \(context.typed("question")) \(question.reference)")
    }
}
