import Foundation
import SQLStore

/// What an outbox row says: a finished sentence, or the facts of an alert that its feature words
/// when the row is read for delivery. Keeping facts lets the module that queues an alert (the
/// vote import) know nothing of its words, and gives each sentence one writer (Civic's
/// `NotificationMessage.text`). Rows queued before the outbox kept facts are `.text`.
public enum NotificationMessage: Sendable, Hashable {
    /// A sentence written when the row was queued (answers, election reminders, older rows).
    case text(String)
    /// A new roll call for someone who follows its bill or members who voted in it.
    case rollCallAlert(RollCallAlert)

    /// The `facts_kind` of a roll-call alert. Stored in rows, so never renamed.
    static let rollCallAlertKind = "roll-call-alert"

    /// The `text`, `facts_kind` and `facts` columns that store this message. A message with
    /// facts keeps an empty text (the column predates facts and is NOT NULL).
    func columns() throws -> (text: String, factsKind: String?, facts: String?) {
        switch self {
        case .text(let text):
            return (text, nil, nil)
        case .rollCallAlert(let alert):
            return ("", Self.rollCallAlertKind, String(decoding: try JSONEncoder().encode(alert), as: UTF8.self))
        }
    }

    /// The message of an outbox row that selected `id`, `text`, `facts_kind` and `facts`.
    static func read(from row: SQLRow) throws -> NotificationMessage {
        guard let kind: String = try row.decode("facts_kind") else { return .text(try row.decode("text")) }
        let facts = Data((try row.decode(String.self, "facts")).utf8)
        switch kind {
        case rollCallAlertKind:
            return .rollCallAlert(try JSONDecoder().decode(RollCallAlert.self, from: facts))
        default:
            throw StorageError.unknownNotificationFacts(kind: kind, notification: try row.decode("id"))
        }
    }

    /// The columns a read of outbox rows selects for `read(from:)`, on the table aliased `alias`.
    static func selectedColumns(of alias: String) -> String {
        "\(alias).id, \(alias).text, \(alias).facts_kind, \(alias).facts"
    }
}
