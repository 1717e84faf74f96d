import Chat
import Storage

/// `question Q12`: one question with its upvotes, age, answer and comments.
struct QuestionCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "question", usage: "question <Q12>",
        summary: "Show a question with its upvotes, answer and comments.", category: "Questions")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let question = try await civic.visibleQuestion(context.words[0], typedList: context.typed("questions"))
        let member = try await civic.member(of: question)
        let asker = AccountIdentity(network: context.network, name: question.askerName)
        let askerIsPrivate = try await civic.database.profile(of: asker)?.isPrivate ?? false
        let by = askerIsPrivate ? "someone who keeps their profile private" : question.askerName
        var lines = ["\(question.reference) to \(member.title), asked by \(by) "
            + "\(QuestionText.age(of: question.createdAt, now: context.now)), "
            + "\(QuestionText.upvotes(question.upvotes)): \(question.text)"]
        if let answer = question.answer {
            let who = answer.isStaff ? "the staff of \(member.title)" : member.title
            let account = answer.answererName.map { " (\($0))" } ?? ""
            lines.append("Answer from \(who)\(account), \(QuestionText.age(of: answer.answeredAt, now: context.now)): \(answer.text)")
        } else {
            lines.append("Not answered yet.")
        }
        for comment in try await civic.database.comments(on: question.id) {
            lines.append("\(comment.authorName), \(QuestionText.age(of: comment.createdAt, now: context.now)): \(comment.text)")
        }
        context.page(lines)
    }
}
