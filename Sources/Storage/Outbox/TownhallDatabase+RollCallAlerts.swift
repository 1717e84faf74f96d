import Foundation
import GRDB

extension TownhallDatabase {
    /// Queues one DM per account following the bill of the new roll call `id` or a member who voted
    /// in it, worded by `wording`. Runs inside the import's transaction; the (account, dedupe key)
    /// uniqueness of the outbox means a roll call never alerts the same account twice. Returns the
    /// number queued.
    static func notifyAboutNewRollCall(_ id: RollCallID, wording: RollCallAlertWording, at date: Date,
                                       in db: Database) throws -> Int {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM roll_call WHERE id = ?", arguments: [id.key]) else {
            return 0
        }
        let summary = rollCallSummary(row)
        var recipients: [Int64: [RollCallAlert.Cast]] = [:]
        if let bill = summary.bill {
            for account in try Int64.fetchAll(db, sql: "SELECT account_id FROM bill_follow WHERE bill_id = ?",
                                              arguments: [bill.key]) {
                recipients[account, default: []] = []
            }
        }
        for follower in try Row.fetchAll(db, sql: """
            SELECT f.account_id, m.last_name, c.option FROM follow f
            JOIN roll_call_cast c ON c.member_bioguide = f.member_bioguide AND c.roll_call_id = ?
            JOIN member m ON m.bioguide_id = f.member_bioguide
            ORDER BY f.account_id, m.last_name
            """, arguments: [id.key]) {
            recipients[follower["account_id"], default: []]
                .append(RollCallAlert.Cast(lastName: follower["last_name"], option: follower["option"]))
        }
        let statement = try db.makeStatement(sql: """
            INSERT INTO notification (account_id, dedupe_key, text, created_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (account_id, dedupe_key) DO NOTHING
            """)
        var queued = 0
        for (account, casts) in recipients.sorted(by: { $0.key < $1.key }) {
            let text = wording(RollCallAlert(rollCall: summary, casts: casts))
            try statement.execute(arguments: [account, "roll-call:\(id.key)", text, date])
            queued += db.changesCount
        }
        return queued
    }
}
