import Foundation
import SQLStore

extension TownhallDatabase {
    /// Records that `account` wants the reminders of election `electionID` of feed `sourceKey`,
    /// from `date`'s day on. False when they had asked already (nothing changes then).
    public func addElectionReminder(sourceKey: String, electionID: String, for account: AccountIdentity,
                                    at date: Date) async throws -> Bool {
        try await engine.write { tx in
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            return try tx.execute("""
                INSERT INTO election_reminder (account_id, source_key, election_id, since_day, created_at)
                VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """, [accountID, sourceKey, electionID, CalendarDay.of(date), date]) > 0
        }
    }

    /// Moves the election reminders of `network` that are due on `date`'s day into the outbox,
    /// worded by `wording`; returns how many were queued. Safe to run as often as one likes, twice
    /// at once, or again after a restart: each reminder has its own outbox key, which the
    /// outbox's (account, key) uniqueness lets in once. Reads first and writes only when
    /// something is new, so the usual run (nothing due) never waits for the writer behind an import.
    @discardableResult
    public func queueDueElectionReminders(network: String, at date: Date,
                                          wording: ElectionReminderWording) async throws -> Int {
        let today = CalendarDay.of(date)
        let due = try await reading { try $0.unqueuedElectionReminders(network: network, today: today) }
        guard !due.isEmpty else { return 0 }
        // worded before the write: a write body may run again (PostgreSQL), the wording need not
        let texts = due.map { reminder in
            let daysLeft = CalendarDay.days(from: today, to: reminder.stage.target) ?? reminder.stage.daysBefore
            return wording(ElectionReminderNotice(election: reminder.election, stage: reminder.stage, daysLeft: daysLeft))
        }
        return try await engine.write { tx in
            var queued = 0
            for (reminder, text) in zip(due, texts) {
                queued += try tx.execute("""
                    INSERT INTO notification (account_id, dedupe_key, text, created_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT (account_id, dedupe_key) DO NOTHING
                    """, [reminder.accountID, reminder.dedupeKey, text, date])
            }
            return queued
        }
    }
}

/// A reminder due and not yet in the outbox, as found by a read.
struct DueElectionReminder: Sendable {
    var accountID: Int64
    var election: VIPElection
    var stage: ElectionReminderStage
    var dedupeKey: String
}

extension ReadSnapshot {
    /// The reminders of `network` due on `today` that the outbox does not hold yet.
    func unqueuedElectionReminders(network: String, today: String) throws -> [DueElectionReminder] {
        // Only elections still ahead: the table keeps requests for past ones, which never send again.
        let rows = try tx.rows("""
            SELECT r.account_id, r.since_day, e.* FROM election_reminder r
            JOIN account ON account.id = r.account_id AND account.network = ?
            JOIN vip_election e ON e.source_key = r.source_key AND e.id = r.election_id
            WHERE e.date > ?
            """, [network, today])
        var due: [DueElectionReminder] = []
        for row in rows {
            let election = try Self.election(row)
            let sourceKey: String = try row.decode("source_key"), accountID: Int64 = try row.decode("account_id")
            for stage in ElectionReminderStage.due(of: election, since: try row.decode("since_day"), today: today) {
                let key = stage.dedupeKey(sourceKey: sourceKey, electionID: election.id)
                guard try tx.row("SELECT 1 FROM notification WHERE account_id = ? AND dedupe_key = ?", [accountID, key]) == nil
                else { continue }
                due.append(DueElectionReminder(accountID: accountID, election: election, stage: stage, dedupeKey: key))
            }
        }
        return due
    }

    /// Whether `account` asked for the reminders of that election.
    public func hasElectionReminder(sourceKey: String, electionID: String, for account: AccountIdentity) throws -> Bool {
        try tx.value(Bool.self, """
            SELECT EXISTS (SELECT 1 FROM election_reminder r JOIN account ON account.id = r.account_id
                WHERE account.network = ? AND account.name = ? AND r.source_key = ? AND r.election_id = ?)
            """, [account.network, account.name, sourceKey, electionID]) ?? false
    }
}
