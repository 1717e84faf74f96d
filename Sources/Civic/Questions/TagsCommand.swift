import Chat
import Foundation
import Storage

/// `tags`: the hashtags of the last 7 days' questions, most used first.
struct TagsCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "tags", usage: "tags",
        summary: "Trending hashtags of the last 7 days' questions.", category: "Questions")

    static let window: TimeInterval = 7 * 86_400

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let tags = try await civic.database.reading { try $0.trendingTags(since: context.now.addingTimeInterval(-Self.window)) }
        guard !tags.isEmpty else {
            context.reply("No hashtags in the last 7 days. Tag a question with #words when you ask it.")
            return
        }
        let list = tags.map { "#\($0.tag) (\($0.questions))" }.joined(separator: ", ")
        context.reply("Trending in the last 7 days: \(list). See them with: \(context.typed("questions")) #tag")
    }
}
