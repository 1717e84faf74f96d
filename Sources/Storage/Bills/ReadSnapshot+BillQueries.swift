import Foundation
import SQLStore

extension ReadSnapshot {
    /// The bills with the most recent latest action, newest first (ties by id).
    public func recentlyActiveBills(limit: Int = 10) throws -> [BillHeadline] {
        try tx.rows("""
            SELECT id, title, latest_action_date, latest_action_text FROM bill
            ORDER BY latest_action_date IS NULL, latest_action_date DESC, id LIMIT ?
            """, [limit]).compactMap(TownhallDatabase.headline)
    }

    /// The texts of the bill's actions that mark a step of its way to law (passage in a chamber,
    /// presentation, signature, veto), oldest first. The official files mark those steps with
    /// fixed leading words ("Passed/agreed to in House: …", "Became Public Law No: …"), compared
    /// here in Swift, case and all: SQLite's LIKE ignores case and PostgreSQL's does not, and a
    /// bill has at most a few hundred actions.
    public func billMilestones(_ id: BillID) throws -> [String] {
        try tx.rows("SELECT text FROM bill_action WHERE bill_id = ? ORDER BY action_date, position DESC", [id.key])
            .map { try $0.decode(String.self, at: 0) }
            .filter { text in Self.milestonePrefixes.contains { text.hasPrefix($0) } }
    }

    private static let milestonePrefixes = [
        "Passed/agreed to in ", "Became Public Law", "Became Private Law", "Vetoed by President",
        "Presented to President", "Signed by President",
    ]

    /// The casts in roll call `id` of the voters the file gives as from `state` (two-letter
    /// code), in file order: a state's senators at the time, serving or not.
    public func casts(in id: RollCallID, fromState state: String) throws -> [RollCall.Cast] {
        try tx.rows("""
            SELECT * FROM roll_call_cast WHERE roll_call_id = ? AND state = ? ORDER BY position
            """, [id.key, state]).map(TownhallDatabase.cast)
    }
}
