import Storage

/// The sender's own members of Congress, from the district saved in their profile.
struct OwnMembers {
    let database: TownhallDatabase

    /// Their two senators and House member; empty when the district is not known.
    func of(_ sender: AccountIdentity?) async throws -> [Member] {
        guard let district = try await district(of: sender) else { return [] }
        let senate = try await database.senators(of: district.state)
        let house = try await database.houseMembers(of: district)
        return senate + house
    }

    func district(of sender: AccountIdentity?) async throws -> CongressionalDistrict? {
        guard let sender else { return nil }
        return try await database.profile(of: sender)?.district
    }
}
