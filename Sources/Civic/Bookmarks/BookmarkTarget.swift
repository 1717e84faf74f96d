import Chat
import Storage

/// What a bookmark can point at, read from what people type: `R7`, `Q12`, a bill id or an
/// election's date (`2020-11-03`, the way `elections` lists it).
enum BookmarkTarget: Hashable {
    case incident(Int64)
    case question(Int64)
    case bill(BillID)
    case election(String)

    /// The target `word` names, or a usage error that shows the three shapes.
    init(_ word: String, context: CommandContext) throws {
        if let id = ItemReference.incident.id(from: word) {
            self = .incident(id)
        } else if let id = ItemReference.question.id(from: word) {
            self = .question(id)
        } else if let bill = BillID(word) {
            self = .bill(bill)
        } else if CalendarDay.adding(0, to: word) != nil {
            self = .election(word)
        } else {
            throw context.usageError("\"\(word)\" is not a report (R7), a question (Q12), a bill (hr5376-117) or an election's date (2020-11-03)")
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
