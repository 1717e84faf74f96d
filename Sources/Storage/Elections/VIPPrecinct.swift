import GRDB

/// A precinct (or a split of one): its polling places, ballot style and whether it votes by
/// mail only.
public struct VIPPrecinct: Sendable, Hashable, FetchableRecord, Decodable {
    public var id: String
    public var name: String
    public var number: String?
    public var localityID: String?
    public var ballotStyleID: String?
    public var isMailOnly: Bool
    public var splitName: String?
    /// Filled on import only (stored in `vip_place_polling_location`).
    public var pollingLocationIDs: [String] = []

    enum CodingKeys: String, CodingKey {
        case id, name, number
        case localityID = "locality_id", ballotStyleID = "ballot_style_id", isMailOnly = "is_mail_only"
        case splitName = "split_name"
    }

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
