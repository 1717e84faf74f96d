import Foundation
import Chat
import Storage

/// The comments under Civic's items — questions (`Q12/3`), reports (`R7/1`), letter templates
/// (`T3/2`) and bills (`hr5376-117/1`) — for `flag`, `admin hide`, `admin unhide` and `admin
/// flags`. Each kind looks its item up as the item's own commands do (a hidden item's comments
/// are as gone as the item), then its comment by place.
enum CivicCommentKinds {
    static func all(_ civic: CivicContext) -> [CommentKind] {
        let database = civic.database
        return [
            stored(.question, in: database, items: "questions", show: "question", prefix: "Q",
                   names: { ItemReference.question.id(from: $0) != nil }) { word, context in
                let question = try await civic.visibleQuestion(word, context)
                return (question.reference, .id(question.id))
            },
            stored(.incident, in: database, items: "reports", show: "incident", prefix: "R",
                   names: { ItemReference.incident.id(from: $0) != nil }) { word, context in
                let incident = try await civic.visibleIncident(word, context)
                return (incident.reference, .id(incident.id))
            },
            stored(.template, in: database, items: "letter templates", show: "template", prefix: "T",
                   names: { ItemReference.template.id(from: $0) != nil }) { word, context in
                let template = try await civic.visibleTemplate(word, context)
                return (template.reference, .id(template.id))
            },
            stored(.bill, in: database, items: "bills", show: "bill", prefix: "", names: IDShapes.looksLikeBill) { word, context in
                guard let (id, _) = TypedBillID(now: context.now).leading([word]) else { throw IDShapes.notABill(word, context) }
                let bill = try await civic.knownBill(id, context: context)
                return (bill.key, .bill(bill))
            },
        ]
    }

    /// A kind whose comments live in `table`: `lookUp` finds the item a word names (as shown, and
    /// as its comment table keys it) or refuses; a flag listing names an item `prefix` + its key.
    static func stored(_ table: CommentTable, in database: TownhallDatabase, items: String, show: String, prefix: String,
                       names: @escaping @Sendable (String) -> Bool,
                       lookUp: @escaping @Sendable (_ word: String, _ context: CommandContext) async throws
                           -> (shown: String, item: CommentedItem)) -> CommentKind {
        CommentKind(
            items: items, show: show, names: names,
            find: { word, place, visibleOnly, context in
                let (shown, item) = try await lookUp(word, context)
                return (shown, try await database.reading {
                    try $0.commentID(at: place, under: item, in: table, visibleOnly: visibleOnly)
                })
            },
            flag: { try await database.flagComment($0, in: table, reason: $1, by: $2, at: $3).stored() },
            hide: { try await database.setCommentHidden($0, in: table, reason: $1, at: $2) },
            flagged: {
                try await database.reading { try $0.flaggedComments(in: table) }.map { ("\(prefix)\($0.item)/\($0.place)", $0.reasons) }
            })
    }
}
