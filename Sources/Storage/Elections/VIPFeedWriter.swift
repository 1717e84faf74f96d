import Foundation
import SQLStore

/// Writes one VIP feed inside the import's single transaction, object by object as the reader
/// streams them, so a feed of millions of street segments never sits in memory. Only
/// `TownhallDatabase.importVIPFeed` makes one; it must not outlive that call.
public final class VIPFeedWriter {
    private let tx: any SQLTransaction
    private let date: Date
    /// The insert of each table in this engine's dialect, made once per import.
    private let inserts: [VIPTable: String]
    /// The feed being written, once `begin` named it.
    public private(set) var sourceKey: String?
    private(set) var summary = VIPImportSummary()

    init(tx: any SQLTransaction, date: Date) {
        self.tx = tx
        self.date = date
        inserts = Dictionary(uniqueKeysWithValues: VIPTable.allCases.map { ($0, $0.insert(tx.dialect)) })
    }

    /// Starts the feed `sourceKey` (its `VipId`): deletes what an earlier import of the same
    /// source stored, then records the feed. Call once, before `write`. `isDemo` marks made-up
    /// example data (the demo seed's election), which every answer drawn from it then says.
    public func begin(sourceKey: String, sourceName: String?, version: String, file: String, isDemo: Bool = false) throws {
        precondition(self.sourceKey == nil, "a VIP import begins once")
        summary.replaced = try tx.execute("DELETE FROM vip_feed WHERE source_key = ?", [sourceKey]) > 0
        try tx.execute("""
            INSERT INTO vip_feed (source_key, source_name, version, file, imported_at, is_demo) VALUES (?, ?, ?, ?, ?, ?)
            """, [sourceKey, sourceName, version, file, date, isDemo])
        self.sourceKey = sourceKey
        summary.sourceKey = sourceKey
    }

    /// Stores one object of the feed begun with `begin`. An id the feed repeats keeps its last
    /// object, as the file would be read top to bottom.
    public func write(_ object: VIPObject) throws {
        guard let key = sourceKey else { preconditionFailure("VIPFeedWriter.write before begin") }
        switch object {
        case .election(let e):
            try run(.election, [key, e.id, e.name, e.date, e.registrationDeadline, e.absenteeRequestDeadline,
                                e.hasElectionDayRegistration, e.stateID, e.registrationInfo, e.absenteeInfo])
            summary.elections += 1
        case .administration(let a):
            try run(.administration, [key, a.id, a.name, a.address, a.phone, a.email, a.hoursID, a.registrationURI,
                                      a.absenteeURI, a.amIRegisteredURI, a.electionsURI, a.whereDoIVoteURI])
        case .jurisdiction(let j):
            try run(.jurisdiction, [key, j.id, j.kind.rawValue, j.name, j.administrationID, j.stateID, j.isMailOnly])
            try writePlaces(j.id, j.pollingLocationIDs, key)
        case .pollingLocation(let p):
            try run(.pollingLocation, [key, p.id, p.name, p.address, p.city, p.state, p.zip, p.isDropBox, p.isEarlyVoting,
                                       p.hoursID, p.directions])
            summary.pollingLocations += 1
        case .schedule(let hoursID, let position, let s):
            try run(.schedule, [key, hoursID, position, s.startDate, s.endDate, s.startTime, s.endTime])
        case .precinct(let p):
            try run(.precinct, [key, p.id, p.name, p.number, p.localityID, p.ballotStyleID, p.isMailOnly, p.splitName])
            try writePlaces(p.id, p.pollingLocationIDs, key)
            summary.precincts += 1
        case .streetSegment(let s):
            try run(.streetSegment, [key, s.id, s.precinctID, s.zip, s.city, s.state, s.street, s.startHouse, s.endHouse,
                                     s.parity.rawValue])
            summary.streetSegments += 1
        case .contest(let c):
            try run(.contest, [key, c.id, c.kind, c.name, c.ballotTitle, c.selectionIDs.joined(separator: " ")])
            summary.contests += 1
        case .selection(let id, let candidateIDs, let text):
            try run(.selection, [key, id, candidateIDs.joined(separator: " "), text])
        case .candidate(let id, let ballotName, let partyID):
            try run(.candidate, [key, id, ballotName, partyID])
            summary.candidates += 1
        case .party(let id, let name, let abbreviation):
            try run(.party, [key, id, name, abbreviation])
        case .ballotStyle(let id, let contestIDs):
            try run(.ballotStyle, [key, id, contestIDs.joined(separator: " ")])
        case .orderedContest(let id, let contestID, let selectionIDs):
            try run(.orderedContest, [key, id, contestID, selectionIDs.joined(separator: " ")])
        }
    }

    /// After the last object: records which ZIPs the feed covers (its street segments' and
    /// polling places'), with their locality when the file links one.
    func finish() throws -> VIPImportSummary {
        guard let key = sourceKey else { return summary }
        try tx.execute("""
            INSERT INTO vip_zip (zip, source_key, locality_id)
            SELECT DISTINCT s.zip, s.source_key, COALESCE(p.locality_id, '')
            FROM vip_street_segment s
            LEFT JOIN vip_precinct p ON p.source_key = s.source_key AND p.id = s.precinct_id
            WHERE s.source_key = ? AND s.zip IS NOT NULL
            ON CONFLICT DO NOTHING
            """, [key])
        try tx.execute("""
            INSERT INTO vip_zip (zip, source_key, locality_id)
            SELECT DISTINCT l.zip, l.source_key, COALESCE(j.id, pr.locality_id, '')
            FROM vip_polling_location l
            LEFT JOIN vip_place_polling_location pp ON pp.source_key = l.source_key AND pp.polling_location_id = l.id
            LEFT JOIN vip_jurisdiction j ON j.source_key = pp.source_key AND j.id = pp.place_id
            LEFT JOIN vip_precinct pr ON pr.source_key = pp.source_key AND pr.id = pp.place_id
            WHERE l.source_key = ? AND l.zip IS NOT NULL
            ON CONFLICT DO NOTHING
            """, [key])
        summary.zips = try tx.value(Int.self, "SELECT COUNT(DISTINCT zip) FROM vip_zip WHERE source_key = ?", [key]) ?? 0
        return summary
    }

    private func writePlaces(_ placeID: String, _ locationIDs: [String], _ key: String) throws {
        for (position, locationID) in locationIDs.enumerated() {
            try run(.placePollingLocation, [key, placeID, position, locationID])
        }
    }

    private func run(_ table: VIPTable, _ arguments: [any SQLValueConvertible]) throws {
        try tx.execute(inserts[table]!, arguments)
    }
}
