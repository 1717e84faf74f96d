import Foundation
import Storage

/// What `admin hide` and `admin unhide` take, told apart by the reference's letter: questions,
/// voting-incident reports, rock posts and letter templates. A hidden item vanishes from every
/// list and takes no likes, upvotes or comments. A new kind is one row of `kinds`.
struct Hideable: Sendable {
    let reference: ItemReference
    /// "a question", for the help line.
    let what: String
    /// Hides item `id` for the reason, or shows it again for nil; false when there is no such item.
    let setHidden: @Sendable (TownhallDatabase, Int64, String?, Date) async throws -> Bool

    static let kinds: [Hideable] = [
        Hideable(reference: .question, what: "a question") { try await $0.setHidden($1, reason: $2, at: $3) },
        Hideable(reference: .incident, what: "a report") { try await $0.setIncidentHidden($1, reason: $2, at: $3) },
        Hideable(reference: .rockPost, what: "a rock post") { database, id, reason, _ in
            try await database.setRockPostHidden(id, reason: reason)
        },
        Hideable(reference: .template, what: "a letter template") { try await $0.setTemplateHidden($1, reason: $2, at: $3) },
    ]

    /// The kind that reads `word`, and the item's number.
    static func find(_ word: String) -> (kind: Hideable, id: Int64)? {
        kinds.lazy.compactMap { kind in kind.reference.id(from: word).map { (kind, $0) } }.first
    }

    /// "Q12 | R7 | P5 | T3", for the usage lines.
    static var examples: String {
        kinds.map { $0.reference.text($0.reference.example) }.joined(separator: " | ")
    }

    /// "a question, a report, a rock post or a letter template", for the help lines.
    static var described: String {
        let each = kinds.map(\.what)
        return each.dropLast().joined(separator: ", ") + " or " + (each.last ?? "")
    }
}
