import Chat
import Testing

/// Reactions as likes, as every transport uses them: the one item a bot message shows, the
/// command a like of it runs (declared by the commands), and that command's path through the core.
@Suite("Reactions as likes")
struct ReactionLikesTests {
    static let question = ItemReference(letter: "Q", list: "questions", noun: "question", example: 12, them: "them",
                                        listed: "the questions", listRank: 0)
    static let report = ItemReference(letter: "R", list: "incidents", noun: "report", example: 7, them: "them",
                                      listed: "the reports", listRank: 1)
    static let up = ClosureCommand(CommandSpec(name: "up", usage: "up <Q12>", summary: "Upvote.", permission: .accountHolder,
                                               reactionLike: ReactionLike(kinds: [question], takeBack: nil))) { context in
        guard context.words.first != "Q9" else { throw CommandFailure("You already upvoted Q9.") }
        context.reply("Upvoted \(context.words[0]).")
    }
    static let like = ClosureCommand(CommandSpec(name: "like", usage: "like <R7>", summary: "Like.", permission: .accountHolder,
                                                 reactionLike: ReactionLike(kinds: [report], takeBack: "unlike"))) { context in
        context.reply("You like \(context.words[0]).")
    }
    static var likes: ReactionLikes { ReactionLikes(registry: CommandRegistry([up, like])) }

    @Test("a message shows an item only when it shows exactly one, written as the bot writes it",
          arguments: [
              ("alice: Asked Q1 to Rep. Nancy Pelosi (D-CA-11). Others can upvote it with: !up Q1", "Q1"),
              ("Reported R12 (long line at 94110).", "R12"),
              ("Q1 (3 upvotes), Q2 (1 upvote)", nil),
              ("Reported R1; see Q2", nil),
              ("pong", nil),
              ("zip 94110, district CA-11, bill hr5376-117, roll call s325-2022", nil),
              ("q1 and T3 are no items here", nil),
              ("Q1234567890123 is too long", nil),
          ] as [(String, String?)])
    func itemShown(text: String, item: String?) {
        #expect(Self.likes.item(shownIn: text) == item)
    }

    @Test("a like runs the command that takes the item; a take-back exists only where the command declares one")
    func commands() {
        #expect(Self.likes.like("Q1") == "up Q1")
        #expect(Self.likes.like("R7") == "like R7")
        #expect(Self.likes.takeBack("R7") == "unlike R7")
        #expect(Self.likes.takeBack("Q1") == nil)
        #expect(Self.likes.like("T3") == nil)
    }

    @Test("configured keys are likes with any skin tone or presentation selector; others are not",
          arguments: [("👍", true), ("👍🏽", true), ("👍️", true), ("❤", true), ("❤️", true), ("⬆️", true), ("🎉", false), ("", false),
                      ("+1", false)])
    func keys(key: String, isLike: Bool) {
        #expect(ReactionLikes.isLike(key, among: ["👍", "❤️", "⬆️"]) == isLike)
    }

    @Test("a reaction is a like only with a like key on a message showing one item; the item is read only for a like key")
    func reaction() async {
        var reads = 0
        func shown(_ item: String?) -> () async -> String? { { reads += 1; return item } }
        let likes = Self.likes
        #expect(await likes.reaction("👍🏾", among: ["👍"], on: shown("R7")) == .like(item: "R7", command: "like R7"))
        #expect(reads == 1)
        guard case .left = await likes.reaction("🎉", among: ["👍"], on: shown("R7")) else { Issue.record("🎉 liked"); return }
        #expect(reads == 1)
        guard case .left = await likes.reaction("👍", among: ["👍"], on: shown(nil)) else { Issue.record("no item liked"); return }
        guard case .left = await likes.reaction("👍", among: ["👍"], on: shown("T3")) else { Issue.record("T3 liked"); return }
    }

    @Test("a counted reaction is silent; a refused one answers in the person's DM")
    func throughTheCore() async {
        let chat = Conversation(commands: [Self.up, Self.like])
        func reaction(_ text: String) -> ChatEvent {
            ChatEvent(network: chat.network, sender: ChatSender(nick: "alice", account: "alice"), place: .direct, text: text)
        }
        let counted = await chat.core.handleReaction(reaction("up Q1"))
        #expect(counted.counted && counted.replies.isEmpty)
        let refused = await chat.core.handleReaction(reaction("up Q9"))
        #expect(!refused.counted)
        #expect(refused.replies == [ChatReply(destination: .direct(nick: "alice"), text: "You already upvoted Q9.")])
    }

    @Test("a reaction is never the answer to a question waiting in the DM, which still waits")
    func notADialogueAnswer() async {
        let chat = Conversation(commands: TestCommands.all + [Self.like])
        _ = await chat.say("forget me")
        let reacted = await chat.core.handleReaction(ChatEvent(network: chat.network, sender: ChatSender(nick: "alice", account: "alice"),
                                                               place: .direct, text: "like R7"))
        #expect(reacted.counted)
        #expect(await chat.texts("no") == ["Nothing was changed."])
    }

    @Test("a reaction without an account is refused like the typed command")
    func noAccount() async {
        let chat = Conversation(commands: [Self.like])
        let reacted = await chat.core.handleReaction(ChatEvent(network: chat.network, sender: ChatSender(nick: "guest"),
                                                               place: .direct, text: "like R7"))
        #expect(!reacted.counted && reacted.replies.count == 1)
    }
}
