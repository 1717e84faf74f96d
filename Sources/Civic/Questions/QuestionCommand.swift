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
        let id = try ItemReference.question.id(in: context.words[0], context)
        let network = context.network
        // One read: the question, its official, whether the asker keeps their profile private, the comments.
        let found = try await civic.database.reading { snapshot in
            try snapshot.question(id).map { question in
                (question, try NamedOfficial.stored(question.official, in: snapshot),
                 try snapshot.profile(of: AccountIdentity(network: network, name: question.askerName))?.isPrivate ?? false,
                 try snapshot.comments(under: .id(id), in: .question))
            }
        }
        guard let (question, storedOfficial, askerIsPrivate, comments) = found else {
            throw ItemReference.question.noSuch(id, context)
        }
        if let reason = question.hiddenReason { throw ItemReference.question.hidden(id, reason: reason, context) }
        guard let official = storedOfficial else { throw CivicContext.unknownOfficial(of: question) }
        let by = askerIsPrivate ? "someone who keeps their profile private" : question.askerName
        var lines = ["\(question.reference) to \(official.title), asked by \(by) "
            + "\(QuestionText.age(of: question.createdAt, now: context.now)), "
            + "\(QuestionText.upvotes(question.upvotes)): \(question.text)"]
        if let answer = question.answer {
            let who = answer.isStaff ? "the staff of \(official.title)" : official.title
            let account = answer.answererName.map { " (\($0))" } ?? ""
            lines.append("Answer from \(who)\(account), \(QuestionText.age(of: answer.answeredAt, now: context.now)): \(answer.text)")
        } else {
            lines.append("Not answered yet.")
        }
        for comment in comments {
            lines.append("\(question.reference)/\(comment.place) \(comment.authorName), \(QuestionText.age(of: comment.createdAt, now: context.now)): \(comment.text)")
        }
        context.page(lines)
    }
}
