/// What a command declares so that a like reaction can stand for it: the letters of the items it
/// takes, and the command that takes it back when the reaction is withdrawn. Declared by the
/// command, beside its usage, so a feature that adds a likeable kind needs no change elsewhere.
public struct ReactionLike: Sendable, Hashable {
    /// Upper-case item letters ("Q" for `up`, "R", "T", "P" for `like`).
    public var letters: Set<Character>
    /// The command that takes the like back ("unlike"); nil when the command has no take-back.
    public var takeBack: String?

    /// A like of an item of one of `kinds` runs the command; `takeBack` withdraws it.
    public init(kinds: [ItemReference], takeBack: String?) {
        letters = Set(kinds.map { Character($0.letter.uppercased()) })
        self.takeBack = takeBack
    }
}
