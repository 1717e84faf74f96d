import Foundation
import GRDB

/// What a person chose to tell the bot about themselves.
public struct Profile: Sendable, Hashable {
    public var zip: String?
    /// The district chosen for `zip` (set directly when the ZIP has one district).
    public var district: CongressionalDistrict?
    public var bio: String?
    public var party: String?
    /// When true, `profile` shows nothing of this person to others.
    public var isPrivate: Bool
    public var createdAt: Date
    public var updatedAt: Date

    public init(zip: String? = nil, district: CongressionalDistrict? = nil, bio: String? = nil,
                party: String? = nil, isPrivate: Bool = false, createdAt: Date, updatedAt: Date) {
        self.zip = zip
        self.district = district
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

extension Profile: FetchableRecord {
    public init(row: Row) throws {
        let state: String? = row["district_state"]
        let number: Int? = row["district_number"]
        let district = state.flatMap { state in number.map { CongressionalDistrict(state: state, number: $0) } }
        self.init(zip: row["zip"], district: district, bio: row["bio"], party: row["party"],
                  isPrivate: row["is_private"], createdAt: row["created_at"], updatedAt: row["updated_at"])
    }
}
