import Foundation
import GRDB

extension TownhallDatabase {
    /// Records that `account` wants the reminders of election `electionID` of feed `sourceKey`,
    /// from `date`'s day on. False when they had asked already (nothing changes then).
    public func addElectionReminder(sourceKey: String, electionID: String, for account: AccountIdentity,
                                    at date: Date) async throws -> Bool {
        try await writer.write { db in
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO election_reminder (account_id, source_key, election_id, since_day, created_at)
                VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """, arguments: [accountID, sourceKey, electionID, CalendarDay.of(date), date])
            return db.changesCount > 0
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
        return try await writer.write { db in
            let insert = try db.makeStatement(sql: """
                INSERT INTO notification (account_id, dedupe_key, text, created_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (account_id, dedupe_key) DO NOTHING
                """)
            var queued = 0
            for reminder in due {
                let daysLeft = CalendarDay.days(from: today, to: reminder.stage.target) ?? reminder.stage.daysBefore
                let text = wording(ElectionReminderNotice(election: reminder.election, stage: reminder.stage, daysLeft: daysLeft))
                try insert.execute(arguments: [reminder.accountID, reminder.dedupeKey, text, date])
                queued += db.changesCount
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
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT r.account_id, r.since_day, e.* FROM election_reminder r
            JOIN account ON account.id = r.account_id AND account.network = ?
            JOIN vip_election e ON e.source_key = r.source_key AND e.id = r.election_id
            WHERE e.date > ?
            """), arguments: [network, today])
        let queued = try db.cachedStatement(sql: "SELECT 1 FROM notification WHERE account_id = ? AND dedupe_key = ?")
        var due: [DueElectionReminder] = []
        for row in rows {
            let election = Self.election(row)
            let sourceKey: String = row["source_key"]
            for stage in ElectionReminderStage.due(of: election, since: row["since_day"], today: today) {
                let key = stage.dedupeKey(sourceKey: sourceKey, electionID: election.id)
                guard try Bool.fetchOne(queued, arguments: [row["account_id"], key]) == nil else { continue }
                due.append(DueElectionReminder(accountID: row["account_id"], election: election, stage: stage, dedupeKey: key))
            }
        }
        return due
    }

    /// Whether `account` asked for the reminders of that election.
    public func hasElectionReminder(sourceKey: String, electionID: String, for account: AccountIdentity) throws -> Bool {
        try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM election_reminder r JOIN account ON account.id = r.account_id
                WHERE account.network = ? AND account.name = ? AND r.source_key = ? AND r.election_id = ?)
            """, arguments: [account.network, account.name, sourceKey, electionID]) ?? false
    }
}
