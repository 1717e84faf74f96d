import Chat
import Storage

extension ItemReference {
    /// Letter templates: `T3`.
    static let template = ItemReference(letter: "T", list: "templates", noun: "template", example: 3,
                                          them: "templates", listed: "the templates", listRank: 40)
    /// Letters: `L9` (a person's own; nobody else's letters are ever shown).
    static let letter = ItemReference(letter: "L", list: "letters", noun: "letter", example: 9,
                                        them: "your letters", listed: "your letters", listRank: 50)
}

