import Chat
import Storage

/// The references people type for rock posts, `P5` (any case): the one writer and the one reader.
/// `like`, `unlike` and `comment` dispatch on the letter of a reference; this answers for `P`.
enum RockPostReference {
    static func text(_ id: Int64) -> String { "P\(id)" }

    /// The number behind `word` (`P5`, `p5` → 5); nil for anything else.
    static func id(from word: String) -> Int64? {
        LetterReference.number(in: word, after: "P")
    }

    static func noSuchPost(_ id: Int64, _ context: CommandContext) -> CommandFailure {
        CommandFailure("There is no post \(text(id)) — type \(context.typed("rocks")) to see the latest.")
    }
}

extension RockPost {
    var reference: String { RockPostReference.text(id) }
}
