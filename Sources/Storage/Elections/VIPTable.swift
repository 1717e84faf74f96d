import SQLStore

/// The tables a VIP import writes object by object, with their columns in the order
/// `VIPFeedWriter` binds them and the length of their primary key (its first columns).
enum VIPTable: String, CaseIterable, Sendable {
    case election = "vip_election"
    case administration = "vip_administration"
    case jurisdiction = "vip_jurisdiction"
    case pollingLocation = "vip_polling_location"
    case schedule = "vip_schedule"
    case precinct = "vip_precinct"
    case placePollingLocation = "vip_place_polling_location"
    case streetSegment = "vip_street_segment"
    case contest = "vip_contest"
    case selection = "vip_selection"
    case candidate = "vip_candidate"
    case party = "vip_party"
    case ballotStyle = "vip_ballot_style"
    case orderedContest = "vip_ordered_contest"

    var columns: [String] {
        switch self {
        case .election: ["source_key", "id", "name", "date", "registration_deadline", "absentee_request_deadline",
                         "election_day_registration", "state_id", "registration_info", "absentee_info"]
        case .administration: ["source_key", "id", "name", "address", "phone", "email", "hours_id", "registration_uri",
                               "absentee_uri", "am_i_registered_uri", "elections_uri", "where_do_i_vote_uri"]
        case .jurisdiction: ["source_key", "id", "kind", "name", "administration_id", "state_id", "is_mail_only"]
        case .pollingLocation: ["source_key", "id", "name", "address", "city", "state", "zip", "is_drop_box",
                                "is_early_voting", "hours_id", "directions"]
        case .schedule: ["source_key", "hours_id", "position", "start_date", "end_date", "start_time", "end_time"]
        case .precinct: ["source_key", "id", "name", "number", "locality_id", "ballot_style_id", "is_mail_only", "split_name"]
        case .placePollingLocation: ["source_key", "place_id", "position", "polling_location_id"]
        case .streetSegment: ["source_key", "id", "precinct_id", "zip", "city", "state", "street", "start_house",
                              "end_house", "odd_even"]
        case .contest: ["source_key", "id", "kind", "name", "ballot_title", "selection_ids"]
        case .selection: ["source_key", "id", "candidate_ids", "text"]
        case .candidate: ["source_key", "id", "ballot_name", "party_id"]
        case .party: ["source_key", "id", "name", "abbreviation"]
        case .ballotStyle: ["source_key", "id", "ordered_contest_ids"]
        case .orderedContest: ["source_key", "id", "contest_id", "selection_ids"]
        }
    }

    var keyLength: Int {
        switch self {
        case .schedule, .placePollingLocation: 3
        default: 2
        }
    }

    /// The insert of one row; a row whose key is already stored replaces it (a feed may repeat
    /// an id). SQLite keeps its `INSERT OR REPLACE`, the statement the import was measured with;
    /// PostgreSQL says the same with an upsert of every other column.
    func insert(_ dialect: SQLDialect) -> String {
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        let list = columns.joined(separator: ", ")
        switch dialect {
        case .sqlite:
            return "INSERT OR REPLACE INTO \(rawValue) (\(list)) VALUES (\(placeholders))"
        case .postgres:
            let key = columns.prefix(keyLength).joined(separator: ", ")
            let updates = columns.dropFirst(keyLength).map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
            return "INSERT INTO \(rawValue) (\(list)) VALUES (\(placeholders)) ON CONFLICT (\(key)) DO UPDATE SET \(updates)"
        }
    }
}
