import Chat
import Foundation
import Storage

/// `rock post <https link> <caption> #tags`: shares a find; answers with its reference `P5`.
struct RockPostCommand: ChatCommand {
    let database: TownhallDatabase
    /// Refused in captions: the same words as in every public text.
    let blocked: BlockedWords
    let spec = CommandSpec(
        name: "rock post", usage: "rock post <https image link> <caption> [#tags]",
        summary: "Share a rock: a picture link, a caption and #tags; others can like and comment.",
        permission: .accountHolder, category: "Rocks")

    func run(_ context: CommandContext) async throws {
        guard context.words.count >= 2 else { throw context.usageError() }
        let account = try context.requireAccount()
        let link = context.words[0]
        guard let url = URL(string: link), url.scheme?.lowercased() == "https", url.host?.isEmpty == false,
              link.count <= RockPostText.maxLink else { throw RockPostText.notHTTPS(link) }
        let caption = try context.cleanText(context.words.dropFirst(), limit: RockPostText.maxCaption, what: "caption",
                                            blocked: blocked)
        let post = try await database.postRock(imageURL: link, caption: caption, tags: Hashtags.find(in: caption),
                                                     by: account, at: context.now)
        context.reply("Posted \(post.reference). Others can \(context.typed("like")) \(post.reference).")
    }
}
