import SQLStore

/// A precinct (or a split of one): its polling places, ballot style and whether it votes by
/// mail only.
public struct VIPPrecinct: Sendable, Hashable {
    public var id: String
    public var name: String
    public var number: String?
    public var localityID: String?
    public var ballotStyleID: String?
    public var isMailOnly: Bool
    public var splitName: String?
    /// Filled on import only (stored in `vip_place_polling_location`).
    public var pollingLocationIDs: [String] = []

    public init(id: String, name: String, number: String? = nil, localityID: String? = nil, ballotStyleID: String? = nil,
                isMailOnly: Bool = false, splitName: String? = nil, pollingLocationIDs: [String] = []) {
        self.id = id
        self.name = name
        self.number = number
        self.localityID = localityID
        self.ballotStyleID = ballotStyleID
        self.isMailOnly = isMailOnly
        self.splitName = splitName
        self.pollingLocationIDs = pollingLocationIDs
    }
}

extension VIPPrecinct {
    /// A precinct from a `vip_precinct` row (its polling places are another table's).
    init(row: SQLRow) throws {
        self.init(id: try row.decode("id"), name: try row.decode("name"), number: try row.decode("number"),
                  localityID: try row.decode("locality_id"), ballotStyleID: try row.decode("ballot_style_id"),
                  isMailOnly: try row.decode("is_mail_only"), splitName: try row.decode("split_name"))
    }
}
