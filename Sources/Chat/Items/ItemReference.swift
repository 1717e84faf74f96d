import Chat

/// A kind of typed reference, one letter and an item's number (`Q12` a question, `R7` a report,
/// `P5` a rock post; any case). Each kind is one value of this type, so all of them are written
/// and read by the same code and accept exactly the same shapes, and the refusals they share are
/// written once, filled with each kind's own words. A new kind (`T3` templates) is one more value,
/// declared by the feature that owns it. In Chat, not in a feature, because the commands that take
/// any item (`like`, `comment`, `admin hide`) are one feature's and the kinds they take are others'.
public struct ItemReference: Sendable {
    public let letter: Character
    /// The command that lists this kind ("questions"), named in every refusal.
    let list: String
    /// For a word that is not one: "\"12\" is not a `noun` reference; they look like Q`example`
    /// (type questions to see `them`)."
    let noun: String
    public let example: Int64
    let them: String
    /// For a number with nothing behind it: "There is no Q99. Type questions to see `listed`."
    let listed: String
    /// Where this kind comes when a command names the kinds it takes (lowest first), so that
    /// `help like` reads the same whichever order the features were composed in.
    public let listRank: Int

    public init(letter: Character, list: String, noun: String, example: Int64, them: String, listed: String, listRank: Int) {
        self.letter = letter
        self.listRank = listRank
        self.list = list
        self.noun = noun
        self.example = example
        self.them = them
        self.listed = listed
    }

    /// How people name item `id` in chat: `Q12`.
    public func text(_ id: Int64) -> String { "\(letter)\(id)" }

    /// The number behind `word`; nil unless `word` is this letter (any case) and 1–12 digits.
    public func id(from word: String) -> Int64? {
        guard let first = word.first, first.uppercased() == letter.uppercased() else { return nil }
        let digits = word.dropFirst()
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int64(digits)
    }

    /// The number behind `word`, or a one-line refusal that shows what this kind looks like.
    public func id(in word: String, _ context: CommandContext) throws -> Int64 {
        guard let id = id(from: word) else { throw notOne(word, context) }
        return id
    }

    public func notOne(_ word: String, _ context: CommandContext) -> CommandFailure {
        CommandFailure("\"\(word)\" is not a \(noun) reference; they look like \(text(example)) (type \(context.typed(list)) to see \(them)).")
    }

    public func noSuch(_ id: Int64, _ context: CommandContext) -> CommandFailure {
        CommandFailure("There is no \(text(id)). Type \(context.typed(list)) to see \(listed).")
    }

    public func hidden(_ id: Int64, reason: String, _ context: CommandContext) -> CommandFailure {
        CommandFailure("\(text(id)) was hidden by a moderator (\(reason)). Type \(context.typed(list)) to see the others.")
    }
}
