import Foundation
import GRDB

extension TownhallDatabase {
    /// How many followed members a notification names before it says "and N more".
    static let alertMemberLimit = 3

    /// Queues one DM per account following the bill of the new roll call `id` or a member who voted
    /// in it: "New roll call s325-2022 on H.R. 5376 (117th): Bill Passed — Sen. Padilla voted Yea".
    /// Runs inside the import's transaction; the (account, dedupe key) uniqueness of the outbox
    /// means a roll call never alerts the same account twice. Returns the number queued.
    static func notifyAboutNewRollCall(_ id: RollCallID, at date: Date, in db: Database) throws -> Int {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM roll_call WHERE id = ?", arguments: [id.key]) else {
            return 0
        }
        let summary = rollCallSummary(row)
        var recipients: [Int64: [String]] = [:]
        if let bill = summary.bill {
            for account in try Int64.fetchAll(db, sql: "SELECT account_id FROM bill_follow WHERE bill_id = ?",
                                              arguments: [bill.key]) {
                recipients[account, default: []] = []
            }
        }
        let title = id.chamber == .senate ? "Sen." : "Rep."
        for follower in try Row.fetchAll(db, sql: """
            SELECT f.account_id, m.last_name, c.option FROM follow f
            JOIN roll_call_cast c ON c.member_bioguide = f.member_bioguide AND c.roll_call_id = ?
            JOIN member m ON m.bioguide_id = f.member_bioguide
            ORDER BY f.account_id, m.last_name
            """, arguments: [id.key]) {
            let lastName: String = follower["last_name"]
            let option: String = follower["option"]
            recipients[follower["account_id"], default: []].append("\(title) \(lastName) voted \(option)")
        }
        let head = headline(of: summary)
        let statement = try db.makeStatement(sql: """
            INSERT INTO notification (account_id, dedupe_key, text, created_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (account_id, dedupe_key) DO NOTHING
            """)
        var queued = 0
        for (account, casts) in recipients.sorted(by: { $0.key < $1.key }) {
            var text = head
            if !casts.isEmpty {
                text += " — " + casts.prefix(alertMemberLimit).joined(separator: ", ")
                if casts.count > alertMemberLimit { text += " and \(casts.count - alertMemberLimit) more you follow" }
            }
            try statement.execute(arguments: [account, "roll-call:\(id.key)", text, date])
            queued += db.changesCount
        }
        return queued
    }

    /// "New roll call s325-2022 on H.R. 5376 (117th): Bill Passed".
    private static func headline(of rollCall: RollCallSummary) -> String {
        let subject: String
        if let bill = rollCall.bill {
            subject = " on \(bill.citation)"
        } else if let nomination = rollCall.nomination {
            subject = " on nomination PN\(nomination.number)"
        } else {
            subject = " (\(rollCall.question))"
        }
        let result = rollCall.result ?? rollCall.resultText ?? "result not published"
        return "New roll call \(rollCall.id.chatForm)\(subject): \(result)"
    }
}
