/// What `like` and `unlike` take, told apart by the reference's letter: `R7` a voting-incident
/// report, `P5` a rock post, `T3` a letter template.
///
/// Adding a kind (letter templates, `T3`) is one case and one row of `kinds`; `help like` and the
/// usage lines then name it, and the compiler asks for its branch in `LikeCommand.run`.
enum Likeable: Equatable {
    case incident(Int64)
    case rockPost(Int64)
    case template(Int64)

    /// One row a kind, in the order `help like` names them: its reference (read by the shared
    /// `ItemReference` reader), what it is in a sentence, and its case.
    static let kinds: [(reference: ItemReference, what: String, item: @Sendable (Int64) -> Likeable)] = [
        (.incident, "a voting-incident report", Likeable.incident),
        (.rockPost, "a rock post", Likeable.rockPost),
        (.template, "a letter template", Likeable.template),
    ]

    /// The item `word` names; nil when no likeable kind reads it.
    init?(_ word: String) {
        guard let item = Self.kinds.lazy.compactMap({ kind in kind.reference.id(from: word).map(kind.item) }).first else {
            return nil
        }
        self = item
    }

    /// "R7 | P5", for the usage lines.
    static var examples: String {
        kinds.map { $0.reference.text($0.reference.example) }.joined(separator: " | ")
    }

    /// "a voting-incident report (R7) or a rock post (P5)", for the help lines.
    static var described: String {
        let each = kinds.map { "\($0.what) (\($0.reference.text($0.reference.example)))" }
        guard let last = each.last, each.count > 1 else { return each.joined() }
        return each.dropLast().joined(separator: ", ") + " or " + last
    }
}
