import Chat

/// The kinds of item one command takes, from every feature that registered some, in the order
/// their references rank (`ItemReference.listRank`): told apart by the reference's letter, and
/// named the same way in every usage and help line.
struct ItemKindList<Action: Sendable>: Sendable {
    let kinds: [ItemKind<Action>]

    init(_ kinds: [ItemKind<Action>]) {
        self.kinds = kinds.sorted { $0.reference.listRank < $1.reference.listRank }
    }

    /// The kind that reads `word`, and the item's number; nil when none does.
    func find(_ word: String) -> (kind: ItemKind<Action>, id: Int64)? {
        kinds.lazy.compactMap { kind in kind.reference.id(from: word).map { (kind, $0) } }.first
    }

    /// "R7 | T3", for the usage lines.
    var examples: String {
        kinds.map { $0.reference.text($0.reference.example) }.joined(separator: " | ")
    }

    /// "a question, a report or a letter template" (with `references`, "a report (R7) or a letter
    /// template (T3)"), for the help lines.
    func described(withReferences references: Bool = false) -> String {
        let each = kinds.map { references ? "\($0.what) (\($0.reference.text($0.reference.example)))" : $0.what }
        guard let last = each.last, each.count > 1 else { return each.joined() }
        return each.dropLast().joined(separator: ", ") + " or " + last
    }
}
