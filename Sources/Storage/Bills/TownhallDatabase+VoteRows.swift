import Foundation
import GRDB

// GRDB decoders of Votes' rows for Bills, which still reads through GRDB; they go when Bills
// moves to `SQLEngine` (issue 17). Votes itself decodes `SQLRow`.
extension TownhallDatabase {
    static func rollCallID(_ row: Row) -> RollCallID? {
        guard let chamber = RollCallID.Chamber(rawValue: row["chamber"]) else { return nil }
        return RollCallID(chamber: chamber, number: row["number"], congress: row["congress"], session: row["session"])
    }

    static func rollCallSummary(_ row: Row) throws -> RollCallSummary {
        try rollCallSummary(SQLRow(columns: Array(row.columnNames), values: row.databaseValues.map(SQLiteTransaction.value)))
    }

    static func cast(_ row: Row) -> RollCall.Cast {
        RollCall.Cast(option: row["option"], voterKey: row["voter_key"], displayName: row["display_name"],
                      party: row["party"], state: row["state"], detail: row["detail"],
                      memberBioguide: row["member_bioguide"])
    }
}
