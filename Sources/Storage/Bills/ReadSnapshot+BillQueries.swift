import Foundation
import GRDB

extension ReadSnapshot {
    /// The bills with the most recent latest action, newest first (ties by id).
    public func recentlyActiveBills(limit: Int = 10) throws -> [BillHeadline] {
        try Row.fetchAll(db, sql: """
            SELECT id, title, latest_action_date, latest_action_text FROM bill
            ORDER BY latest_action_date IS NULL, latest_action_date DESC, id LIMIT ?
            """, arguments: [limit]).compactMap(TownhallDatabase.headline)
    }

    /// The texts of the bill's actions that mark a step of its way to law (passage in a chamber,
    /// presentation, signature, veto), oldest first. The official files mark those steps with
    /// fixed leading words ("Passed/agreed to in House: …", "Became Public Law No: …").
    public func billMilestones(_ id: BillID) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT text FROM bill_action WHERE bill_id = ?
            AND (text LIKE 'Passed/agreed to in %' OR text LIKE 'Became Public Law%'
                 OR text LIKE 'Became Private Law%' OR text LIKE 'Vetoed by President%'
                 OR text LIKE 'Presented to President%' OR text LIKE 'Signed by President%')
            ORDER BY action_date, position DESC
            """, arguments: [id.key])
    }

    /// The casts in roll call `id` of the voters the file gives as from `state` (two-letter
    /// code), in file order: a state's senators at the time, serving or not.
    public func casts(in id: RollCallID, fromState state: String) throws -> [RollCall.Cast] {
        try Row.fetchAll(db, sql: """
            SELECT * FROM roll_call_cast WHERE roll_call_id = ? AND state = ? ORDER BY position
            """, arguments: [id.key, state]).map(TownhallDatabase.cast)
    }
}
