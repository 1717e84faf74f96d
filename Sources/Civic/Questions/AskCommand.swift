import Foundation
import Chat
import Storage

/// `ask <official> <question>`: asks a member of Congress, or a state or city official, a question
/// in public; `#hashtags` in the text become the question's tags.
struct AskCommand: ChatCommand {
    let civic: CivicContext
    let spec: CommandSpec

    init(civic: CivicContext) {
        self.civic = civic
        spec = CommandSpec(
            name: "ask", usage: "ask <official name | ST-NN> <question, at most \(civic.questionRules.maxQuestionLength) characters>",
            summary: "Ask a member of Congress or a state official a question in public; others upvote the best ones.",
            permission: .accountHolder, category: "Questions")
    }

    /// How long the same person asking a member the same thing again is a repeat.
    static let repeatWindow: TimeInterval = 24 * 3600

    func run(_ context: CommandContext) async throws {
        guard context.words.count >= 2 else { throw context.usageError() }
        let account = try context.requireAccount()
        let retry = "Try \(context.typed("ask")) <last name or ST-NN> <question>, e.g. \(context.typed("ask")) Pelosi …"
        let words = context.words, sender = context.accountInPrivate
        let (official, used) = try await civic.database.reading {
            try OfficialFinder.find(in: words, sender: sender, retry: retry, listingBothLevels: true, snapshot: $0)
        }
        let text = try civic.cleanText(context.words.dropFirst(used), limit: civic.questionRules.maxQuestionLength,
                                       what: "question", context: context)
        guard Hashtags.hasWords(besides: text) else {
            throw CommandFailure("A question needs words besides its tags, e.g. \(context.typed("ask")) \(official.lastName) "
                + "Will you hold a town hall? #housing")
        }
        let tags = Hashtags.find(in: text)
        let outcome = try await civic.database.ask(text, to: official.id, tags: tags, by: account, at: context.now,
                                                   unlessAskedSince: context.now.addingTimeInterval(-Self.repeatWindow))
        switch outcome {
        case .repeated(let id):
            let earlier = ItemReference.question.text(id)
            throw CommandFailure("You asked \(official.title) the same as \(earlier) within the last day; one copy "
                + "gathers the upvotes. Share it with: \(context.typed("question")) \(earlier)")
        case .asked(let question):
            let tagNote = tags.isEmpty ? "" : " Tags: " + tags.map { "#" + $0 }.joined(separator: " ") + "."
            context.reply("Asked \(question.reference) to \(official.title).\(tagNote) "
                + "Others can upvote it with: \(context.typed("up")) \(question.reference)")
        }
    }
}
