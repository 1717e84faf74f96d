import Foundation
import SQLStore

extension TownhallDatabase {
    /// Queues one DM per account following the bill of the new roll call `id` or a member who voted
    /// in it, as its facts (`NotificationMessage.rollCallAlert`: worded when delivered). Runs inside
    /// the import's transaction; the (account, dedupe key) uniqueness of the outbox means a roll
    /// call never alerts the same account twice. Returns the number queued.
    static func notifyAboutNewRollCall(_ id: RollCallID, at date: Date, in tx: any SQLTransaction) throws -> Int {
        guard let row = try tx.row("SELECT * FROM roll_call WHERE id = ?", [id.key]) else {
            return 0
        }
        let summary = try rollCallSummary(row)
        var recipients: [Int64: [RollCallAlert.Cast]] = [:]
        if let bill = summary.bill {
            for follower in try tx.rows("SELECT account_id FROM bill_follow WHERE bill_id = ?", [bill.key]) {
                recipients[try follower.decode(Int64.self, at: 0), default: []] = []
            }
        }
        for follower in try tx.rows("""
            SELECT f.account_id, m.last_name, c.option FROM follow f
            JOIN roll_call_cast c ON c.member_bioguide = f.member_bioguide AND c.roll_call_id = ?
            JOIN member m ON m.bioguide_id = f.member_bioguide
            ORDER BY f.account_id, m.last_name
            """, [id.key]) {
            recipients[try follower.decode(Int64.self, "account_id"), default: []]
                .append(RollCallAlert.Cast(lastName: try follower.decode("last_name"), option: try follower.decode("option")))
        }
        var queued = 0
        for (account, casts) in recipients.sorted(by: { $0.key < $1.key }) {
            let message = try NotificationMessage.rollCallAlert(RollCallAlert(rollCall: summary, casts: casts)).columns()
            queued += try tx.execute("""
                INSERT INTO notification (account_id, dedupe_key, text, facts_kind, facts, created_at) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (account_id, dedupe_key) DO NOTHING
                """, [account, "roll-call:\(id.key)", message.text, message.factsKind, message.facts, date])
        }
        return queued
    }
}
