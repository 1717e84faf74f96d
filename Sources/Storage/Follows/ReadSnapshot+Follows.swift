import Foundation
import SQLStore

extension ReadSnapshot {
    /// Accounts following `target` (a member or a bill), by name: whom to tell when the member
    /// answers or a roll call on the bill arrives.
    public func followers(of target: some Followable) throws -> [AccountIdentity] {
        let (table, column) = (type(of: target).followTable, type(of: target).followColumn)
        return try tx.rows("""
            SELECT account.network, account.name FROM \(table) f JOIN account ON account.id = f.account_id
            WHERE f.\(column) = ? ORDER BY account.name
            """, [target.followKey]).map { AccountIdentity(network: try $0.decode("network"), name: try $0.decode("name")) }
    }

    /// The members `account` follows, by chamber and name.
    public func followedMembers(by account: AccountIdentity) throws -> [Member] {
        try tx.rows("""
            SELECT member.* FROM follow
            JOIN account ON account.id = follow.account_id
            JOIN member ON member.bioguide_id = follow.member_bioguide
            WHERE account.network = ? AND account.name = ?
            ORDER BY member.chamber DESC, member.last_name, member.first_name
            """, [account.network, account.name]).map(Member.init(row:))
    }

    /// The state and city officials `account` follows, by state, role and district. One whose row
    /// a re-import removed is not listed; the follow stays, and lists them again if a later import
    /// brings them back.
    public func followedStateOfficials(by account: AccountIdentity) throws -> [StateOfficial] {
        try officials(where: """
            official_id IN (SELECT follow.member_bioguide FROM follow JOIN account ON account.id = follow.account_id
                            WHERE account.network = ? AND account.name = ?)
            """, [account.network, account.name])
    }

    /// The bills `account` follows, newest Congress first.
    public func followedBills(by account: AccountIdentity) throws -> [BillHeadline] {
        try tx.rows("""
            SELECT bill.id, bill.title, bill.latest_action_date, bill.latest_action_text FROM bill_follow
            JOIN account ON account.id = bill_follow.account_id
            JOIN bill ON bill.id = bill_follow.bill_id
            WHERE account.network = ? AND account.name = ?
            ORDER BY bill.congress DESC, bill.type, bill.number
            """, [account.network, account.name]).compactMap(TownhallDatabase.headline)
    }
}
