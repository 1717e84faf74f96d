import Foundation
import SQLStore

extension TownhallDatabase {
    /// Records that `account` is about to call `official`'s office (a member of Congress or a state
    /// official), from `template` if any: `called` completes this row. The row's `member_bioguide`,
    /// named when only Congress could be called, holds the official's id as `OfficialID` writes it.
    public func startCall(to official: OfficialID, template: Int64?, by account: AccountIdentity, at date: Date) async throws {
        try await engine.write { tx in
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            try tx.execute("""
                INSERT INTO call_record (account_id, member_bioguide, template_id, started_at) VALUES (?, ?, ?, ?)
                """, [accountID, official, template, date])
        }
    }

    /// Records how `account`'s call to `official` went: completes the call `startCall` began within
    /// `window` (the latest), or records one of its own. A report within `repeatWindow` of the
    /// last one for the same official is refused (`.alreadyRecorded`): one call, counted once.
    public func reportCall(to official: OfficialID, outcome: CallOutcome, by account: AccountIdentity, at date: Date,
                           window: TimeInterval = 24 * 3600, repeatWindow: TimeInterval = 60) async throws -> CallReport {
        try await engine.write { tx in
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            if let last = try tx.value(Date.self, """
                SELECT reported_at FROM call_record WHERE account_id = ? AND member_bioguide = ? AND reported_at IS NOT NULL
                ORDER BY reported_at DESC LIMIT 1
                """, [accountID, official]), date.timeIntervalSince(last) < repeatWindow {
                return .alreadyRecorded(at: last)
            }
            if let started = try tx.row("""
                SELECT id, template_id FROM call_record
                WHERE account_id = ? AND member_bioguide = ? AND reported_at IS NULL AND started_at >= ?
                ORDER BY id DESC LIMIT 1
                """, [accountID, official, date.addingTimeInterval(-window)]) {
                try tx.execute("UPDATE call_record SET outcome = ?, reported_at = ? WHERE id = ?",
                               [outcome.rawValue, date, try started.decode(Int64.self, "id")])
                return .recorded(template: try started.decode("template_id"))
            }
            try tx.execute("""
                INSERT INTO call_record (account_id, member_bioguide, outcome, started_at, reported_at) VALUES (?, ?, ?, ?, ?)
                """, [accountID, official, outcome.rawValue, date, date])
            return .recorded(template: nil)
        }
    }
}

extension ReadSnapshot {
    /// How many people reported a call made from template `id` since `date`.
    public func callers(of template: Int64, since date: Date) throws -> Int {
        try tx.value(Int.self, """
            SELECT COUNT(DISTINCT account_id) FROM call_record WHERE template_id = ? AND reported_at >= ?
            """, [template, date]) ?? 0
    }

    /// How many calls `account` reported.
    public func callCount(by account: AccountIdentity) throws -> Int {
        try tx.value(Int.self, """
            SELECT COUNT(*) FROM call_record c JOIN account a ON a.id = c.account_id
            WHERE a.network = ? AND a.name = ? AND c.reported_at IS NOT NULL
            """, [account.network, account.name]) ?? 0
    }
}
