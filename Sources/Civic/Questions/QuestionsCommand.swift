import Chat
import Storage

/// `questions [member] [top|new] [#tag]`: the visible questions, paged with `more`.
struct QuestionsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "questions", usage: "questions [member name | ST-NN] [top|new] [#tag]",
        summary: "List questions to members of Congress: most upvoted (top) or newest (new), by member or tag.",
        category: "Questions")

    /// At most this many questions are listed (people page through them with `more`).
    static let maxListed = 50

    func run(_ context: CommandContext) async throws {
        var listing = QuestionListing(limit: Self.maxListed)
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
        var member: Member?
        if !memberWords.isEmpty {
            let retry = "Try \(context.typed("questions")) <last name or ST-NN>."
            let (found, used) = try await MemberFinder(database: civic.database)
                .find(in: memberWords, sender: try? context.requireAccount(), retry: retry)
            guard used == memberWords.count else { throw context.usageError() }
            member = found
            listing.memberBioguide = found.bioguideID
        }
        let questions = try await civic.database.questions(listing)
        let scope = (member.map { " for \($0.title)" } ?? "") + (listing.tag.map { " tagged #\($0)" } ?? "")
        guard !questions.isEmpty else {
            context.reply("No questions\(scope) yet. Ask one with: \(context.typed("ask")) <member> <question>")
            return
        }
        let heading = (listing.order == .top ? "Top questions" : "Newest questions") + scope + ":"
        var lines = [heading]
        for question in questions {
            let title = member == nil ? try await civic.member(of: question) : nil
            lines.append(QuestionText.listLine(question, member: title))
        }
        context.page(lines)
    }
}
