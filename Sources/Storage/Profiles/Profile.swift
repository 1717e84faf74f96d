import Foundation
import SQLStore

/// What a person chose to tell the bot about themselves.
public struct Profile: Sendable, Hashable {
    public var zip: String?
    /// The district chosen for `zip` (set directly when the ZIP has one district).
    public var district: CongressionalDistrict?
    /// The state legislative district chosen in each chamber for a ZIP split between that
    /// chamber's districts, as `DistrictKey` writes it ("11"); nothing for an unsplit chamber.
    public var stateDistricts: [StateChamber: String]
    public var bio: String?
    public var party: String?
    /// When true, `profile` shows nothing of this person to others.
    public var isPrivate: Bool
    public var createdAt: Date
    public var updatedAt: Date

    public init(zip: String? = nil, district: CongressionalDistrict? = nil, stateDistricts: [StateChamber: String] = [:],
                bio: String? = nil, party: String? = nil, isPrivate: Bool = false, createdAt: Date, updatedAt: Date) {
        self.zip = zip
        self.district = district
        self.stateDistricts = stateDistricts
        self.bio = bio
        self.party = party
        self.isPrivate = isPrivate
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// A profile with nothing in it, created at `date`.
    public static func empty(at date: Date) -> Profile {
        Profile(createdAt: date, updatedAt: date)
    }
}

extension Profile {
    /// The profile in a row of `profile` (its columns by name).
    init(row: SQLRow) throws {
        let state = try row.decode(String?.self, "district_state")
        let number = try row.decode(Int?.self, "district_number")
        let district = state.flatMap { state in number.map { CongressionalDistrict(state: state, number: $0) } }
        let chosen: [(StateChamber, String?)] = [(.upper, try row.decode("state_upper_district")),
                                                 (.lower, try row.decode("state_lower_district"))]
        let stateDistricts = Dictionary(uniqueKeysWithValues: chosen.compactMap { chamber, key in key.map { (chamber, $0) } })
        self.init(zip: try row.decode("zip"), district: district, stateDistricts: stateDistricts,
                  bio: try row.decode("bio"), party: try row.decode("party"),
                  isPrivate: try row.decode("is_private"), createdAt: try row.decode("created_at"),
                  updatedAt: try row.decode("updated_at"))
    }

    /// The columns `init(row:)` reads.
    static let columns = "profile.zip, profile.district_state, profile.district_number, profile.state_upper_district, "
        + "profile.state_lower_district, profile.bio, profile.party, "
        + "profile.is_private, profile.created_at, profile.updated_at"
}
