import Foundation
import SQLStore

extension ReadSnapshot {
    /// The election reminders `account` asked for, by election date (elections gone from their
    /// feed last).
    public func electionReminders(of account: AccountIdentity) throws -> [ElectionReminderRequest] {
        try tx.rows("""
            SELECT r.source_key AS request_source, r.election_id, r.since_day, r.created_at AS requested_at, e.*
            FROM election_reminder r JOIN account ON account.id = r.account_id
            LEFT JOIN vip_election e ON e.source_key = r.source_key AND e.id = r.election_id
            WHERE account.network = ? AND account.name = ?
            ORDER BY e.date IS NULL, e.date, e.name, r.source_key, r.election_id
            """, [account.network, account.name]).map { row in
            let name: String? = try row.decode("name")
            return ElectionReminderRequest(sourceKey: try row.decode("request_source"), electionID: try row.decode("election_id"),
                                           sinceDay: try row.decode("since_day"), createdAt: try row.decode("requested_at"),
                                           election: name == nil ? nil : try Self.election(row))
        }
    }
}

extension TownhallDatabase {
    /// Cancels `account`'s reminders of `elections` (feed key, election id): the requests, and
    /// any of their DMs queued but not delivered yet (a cancelled reminder must not arrive
    /// afterwards). Delivered ones stay, as the record of what was sent. One transaction;
    /// returns how many requests there were.
    public func removeElectionReminders(_ elections: [(sourceKey: String, electionID: String)],
                                        for account: AccountIdentity) async throws -> Int {
        try await engine.write { tx in
            guard let accountID = try tx.value(Int64.self, "SELECT id FROM account WHERE network = ? AND name = ?",
                                               [account.network, account.name]) else { return 0 }
            var removed = 0
            for election in elections {
                guard try tx.execute("DELETE FROM election_reminder WHERE account_id = ? AND source_key = ? AND election_id = ?",
                                     [accountID, election.sourceKey, election.electionID]) > 0 else { continue }
                removed += 1
                let prefix = ElectionReminderStage.dedupePrefix(sourceKey: election.sourceKey, electionID: election.electionID)
                try tx.execute("""
                    DELETE FROM notification WHERE account_id = ? AND delivered_at IS NULL
                        AND substr(dedupe_key, 1, length(?)) = ?
                    """, [accountID, prefix, prefix])
            }
            return removed
        }
    }
}
