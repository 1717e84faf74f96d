/// How reactions become likes on every transport: which item a bot message shows, and which
/// command a like of it (or the like's withdrawal) runs. Read from the commands' own
/// `ReactionLike`s, so a reaction goes exactly where the typed command goes (`up Q12`,
/// `like R7`), with its rules and budget.
public struct ReactionLikes: Sendable {
    /// 👍, ❤️ and ⬆️: the reactions clients offer first, and what people mean by them (each
    /// network's `like_reactions` unless set).
    public static let defaultKeys = ["👍", "❤️", "⬆️"]

    private let commands: [Character: (name: String, takeBack: String?)]

    public init(registry: CommandRegistry) {
        var commands: [Character: (name: String, takeBack: String?)] = [:]
        for spec in registry.specs {
            guard let like = spec.reactionLike else { continue }
            for letter in like.letters { commands[letter] = (spec.name, like.takeBack) }
        }
        self.commands = commands
    }

    /// The one item `text` (a message the bot sent) shows, as people write it ("Q12"); nil when
    /// it shows none, or several: a like of a list cannot say which of its items it means. An
    /// item is a word of one known upper-case letter and 1–12 digits, the way the bot writes them.
    public func item(shownIn text: String) -> String? {
        var found: String?
        for word in text.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            guard let letter = word.first, commands[letter] != nil, word.count <= 13, word.count > 1,
                  word.dropFirst().allSatisfy(\.isNumber) else { continue }
            if let found, found != word { return nil }
            found = String(word)
        }
        return found
    }

    /// The command a like of `item` runs ("up Q12"); nil for an item no command takes.
    public func like(_ item: String) -> String? {
        item.first.flatMap { commands[$0] }.map { "\($0.name) \(item)" }
    }

    /// The command that takes back a like of `item` ("unlike R7"); nil when there is none (an
    /// upvote is spent for the day once given).
    public func takeBack(_ item: String) -> String? {
        item.first.flatMap { commands[$0]?.takeBack }.map { "\($0) \(item)" }
    }

    /// What a reaction stands for: the like of an item, with the command to run, or nothing,
    /// with why (for the log line: no reply is owed).
    public enum Reaction: Sendable, Equatable {
        case like(item: String, command: String)
        case left(String)
    }

    /// What a reaction with `key` on a message does when `likes` are the configured like keys;
    /// `item` reads the one item that message shows (asked only for a like: a read saved for
    /// every other emoji).
    public func reaction(_ key: String, among likes: [String],
                         on item: () async throws -> String?) async rethrows -> Reaction {
        guard Self.isLike(key, among: likes) else { return .left("a reaction that is not a like (like_reactions) was left") }
        guard let item = try await item(), let command = like(item) else {
            return .left("a like reaction on a message that shows no single item of the bot's was left")
        }
        return .like(item: item, command: command)
    }

    /// Whether reaction `key` is one of `likes` (configured emoji), with skin tones and emoji
    /// presentation selectors set aside: "👍🏽" and "❤" are likes as much as "👍" and "❤️".
    public static func isLike(_ key: String, among likes: [String]) -> Bool {
        let bare = plain(key)
        return !bare.isEmpty && likes.contains { plain($0) == bare }
    }

    private static func plain(_ key: String) -> String {
        String(String.UnicodeScalarView(key.unicodeScalars.filter {
            !(0xFE00...0xFE0F).contains($0.value) && !(0x1F3FB...0x1F3FF).contains($0.value)
        }))
    }
}
