import Storage

/// The sender's own members of Congress, from the district saved in their profile.
struct OwnMembers {
    let database: TownhallDatabase

    /// Their two senators and House member; empty when the district is not known.
    func of(_ sender: AccountIdentity?) async throws -> [Member] {
        try await database.reading { try Self.of(sender, in: $0) }
    }

    static func of(_ sender: AccountIdentity?, in snapshot: ReadSnapshot) throws -> [Member] {
        guard let district = try district(of: sender, in: snapshot) else { return [] }
        return try serving(district, in: snapshot)
    }

    /// The two senators of the district's state and its House member.
    static func serving(_ district: CongressionalDistrict, in snapshot: ReadSnapshot) throws -> [Member] {
        try snapshot.senators(of: district.state) + snapshot.houseMembers(of: district)
    }

    static func district(of sender: AccountIdentity?, in snapshot: ReadSnapshot) throws -> CongressionalDistrict? {
        guard let sender else { return nil }
        return try snapshot.profile(of: sender)?.district
    }
}
