import Chat
import Storage

/// `questions [official] [top|new] [#tag]`: the visible questions, paged with `more`; `questions
/// mine`: the asker's own, newest first, in a DM (a question names its asker only when their
/// profile is public, so the list of one's own goes where only they read it).
struct QuestionsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "questions", usage: "questions [mine | official name | ST-NN] [top|new] [#tag]",
        summary: "List questions to members of Congress and state officials: most upvoted (top) or newest (new), by member or tag; "
            + "mine lists your own, newest first, in a private message.",
        category: "Questions")

    /// At most this many questions are listed (people page through them with `more`).
    static let maxListed = 50

    func run(_ context: CommandContext) async throws {
        if OwnItems.isAsked(context) { return try await listOwn(context) }
        let (listing, memberWords) = try Self.parse(context)
        let retry = "Try \(context.typed("questions")) <last name or ST-NN>."
        let sender = context.accountInPrivate
        // One read: finding the official, their questions and the officials of a mixed list.
        let (official, wordsUsed, questions, officialsByID) = try await civic.database.reading { snapshot in
            let named = memberWords.isEmpty ? nil
                : try OfficialFinder.find(in: memberWords, sender: sender, retry: retry, snapshot: snapshot)
            var listing = listing
            listing.official = named?.0.id
            let questions = try snapshot.questionHeadlines(listing)
            let officials = named == nil ? try NamedOfficial.stored(Set(questions.map(\.official)), in: snapshot) : [:]
            return (named?.0, named?.used ?? 0, questions, officials)
        }
        if official != nil, wordsUsed != memberWords.count { throw context.usageError() }
        let scope = (official.map { " for \($0.title)" } ?? "") + (listing.tag.map { " tagged #\($0)" } ?? "")
        guard !questions.isEmpty else {
            context.reply("No questions\(scope) yet. Ask one with: \(context.typed("ask")) <member> <question>")
            return
        }
        let heading = (listing.order == .top ? "Top questions" : "Newest questions") + scope + ":"
        var lines = [heading]
        for question in questions {
            // A mixed list names each question's official (members are never deleted, only retired;
            // a state official a re-import dropped is left unnamed).
            let title = official == nil ? officialsByID[question.official] : nil
            lines.append(QuestionText.listLine(question, official: title))
        }
        context.page(lines)
    }

    private func listOwn(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        let (questions, officials) = try await civic.database.reading { snapshot in
            let questions = try snapshot.questionHeadlines(askedBy: account, limit: Self.maxListed)
            return (questions, try NamedOfficial.stored(Set(questions.map(\.official)), in: snapshot))
        }
        guard !questions.isEmpty else {
            context.reply("You have asked no questions yet. Ask one with: \(context.typed("ask")) <member> <question>")
            return
        }
        context.replyInPrivate(["Your questions, newest first:"]
            + questions.map { QuestionText.listLine($0, official: officials[$0.official]) },
            note: OwnItems.sentPrivately("questions"))
    }

    /// The listing asked for, and the words left over (they name a member).
    private static func parse(_ context: CommandContext) throws -> (QuestionListing, memberWords: [String]) {
        var listing = QuestionListing(limit: maxListed)
        var memberWords: [String] = []
        for word in context.words {
            switch word.lowercased() {
            case "top": listing.order = .top
            case "new": listing.order = .new
            default:
                if word.hasPrefix("#") {
                    guard let tag = Hashtags.tag(from: word) else { throw context.usageError("\(word) is not a hashtag") }
                    listing.tag = tag
                } else {
                    memberWords.append(word)
                }
            }
        }
        return (listing, memberWords)
    }
}
