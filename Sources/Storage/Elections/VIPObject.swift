/// One object of a VIP feed as an importer hands it to storage (`VIPFeedWriter.write`), already
/// checked and normalised: dates as `yyyy-MM-dd`, times as the file's local clock `HH:mm`, ZIPs
/// as 5 digits, street names in `StreetName.key` form. Ids are the file's own.
public enum VIPObject: Sendable, Hashable {
    case election(VIPElection)
    case administration(VIPAdministration)
    case jurisdiction(VIPJurisdiction)
    case pollingLocation(VIPPollingLocation)
    /// One `Schedule` of an `HoursOpen`: `position` keeps the file's order.
    case schedule(hoursID: String, position: Int, VIPSchedule)
    case precinct(VIPPrecinct)
    case streetSegment(VIPStreetSegment)
    /// A candidate contest, ballot measure, retention or party contest.
    case contest(VIPContest)
    /// A candidate or ballot-measure selection: its candidates, or its text ("Yes").
    case selection(id: String, candidateIDs: [String], text: String?)
    case candidate(id: String, ballotName: String, partyID: String?)
    case party(id: String, name: String, abbreviation: String?)
    case ballotStyle(id: String, orderedContestIDs: [String])
    case orderedContest(id: String, contestID: String, selectionIDs: [String])
}
