import Chat
import Storage

/// What a bookmark can point at, read from what people type: `R7`, `Q12`, a bill id or an
/// election's date (`2020-11-03`, the way `elections` lists it).
enum BookmarkTarget: Hashable {
    case incident(Int64)
    case question(Int64)
    case bill(BillID)
    case election(String)

    /// The target `words` name — one word, or a bill id as people type it (`H.R. 5376`) — or a
    /// usage error that shows the shapes.
    init(_ words: [String], context: CommandContext) throws {
        let word = words.count == 1 ? words[0] : ""
        if let id = ItemReference.incident.id(from: word) {
            self = .incident(id)
        } else if let id = ItemReference.question.id(from: word) {
            self = .question(id)
        } else if let bill = TypedBillID(now: context.now).bill(words[...]) {
            self = .bill(bill)
        } else if CalendarDay.adding(0, to: word) != nil {
            self = .election(word)
        } else {
            throw context.usageError("\"\(words.joined(separator: " ").prefix(40))\" is not a report (R7), a question (Q12), a bill (hr5376-117) or an election's date (2020-11-03)")
        }
    }

    /// As stored and shown: "R7", "Q12", "hr5376-117".
    var reference: String {
        switch self {
        case .incident(let id): ItemReference.incident.text(id)
        case .question(let id): ItemReference.question.text(id)
        case .bill(let id): id.key
        case .election(let date): date
        }
    }
}
