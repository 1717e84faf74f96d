import Foundation
import SQLStore

extension TownhallDatabase {
    /// Verifies `account` as the member `memberBioguide` (or their staff), replacing any earlier
    /// verification. False if no such member is known.
    @discardableResult
    public func verify(_ account: AccountIdentity, as memberBioguide: MemberID, isStaff: Bool,
                       at date: Date) async throws -> Bool {
        try await engine.write { tx in
            guard try tx.row("SELECT 1 FROM member WHERE bioguide_id = ?", [memberBioguide]) != nil else { return false }
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            try tx.execute("""
                INSERT INTO verified_account (account_id, member_bioguide, is_staff, verified_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (account_id) DO UPDATE SET member_bioguide = excluded.member_bioguide,
                    is_staff = excluded.is_staff, verified_at = excluded.verified_at
                """, [accountID, memberBioguide, isStaff, date])
            return true
        }
    }

    /// Removes the verification of `account`. False if it had none.
    @discardableResult
    public func unverify(_ account: AccountIdentity) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("""
                DELETE FROM verified_account WHERE account_id =
                    (SELECT id FROM account WHERE network = ? AND name = ?)
                """, [account.network, account.name]) > 0
        }
    }

    /// Stores a verified account's answer to question `id` and queues its notification, worded by
    /// `notification` once the transaction knows whether the answerer is the member or their
    /// staff (the verification may change between the command's look-up and this write).
    public func answer(_ id: Int64, with text: String, by account: AccountIdentity, at date: Date,
                       notification: (@Sendable (_ byStaff: Bool) -> String)? = nil) async throws -> Question? {
        try await engine.write { tx in
            guard let question = try Self.question(id, in: tx),
                  let verification = try Self.verification(of: account, in: tx),
                  question.official == .member(verification.memberBioguide) else { return nil }
            let answererID = try Self.ensureAccount(account, at: date, in: tx)
            try tx.execute("""
                UPDATE question SET answer_text = ?, answered_at = ?, answerer_is_staff = ?, answerer_id = ?
                WHERE id = ?
                """, [text, date, verification.isStaff, answererID, id])
            if let notification {
                try Self.notifyAboutAnswer(to: id, text: notification(verification.isStaff), dedupeKey: "answer:\(id)",
                                           except: answererID, at: date, in: tx)
            }
            return try Self.question(id, in: tx)
        }
    }

    static func verification(of account: AccountIdentity, in tx: any SQLTransaction) throws -> Verification? {
        try tx.row("""
            SELECT v.member_bioguide, v.is_staff, v.verified_at FROM verified_account v JOIN account ON account.id = v.account_id
            WHERE account.network = ? AND account.name = ?
            """, [account.network, account.name]).map { row in
            Verification(memberBioguide: try row.decode("member_bioguide"), isStaff: try row.decode("is_staff"),
                         verifiedAt: try row.decode("verified_at"))
        }
    }
}
