import Storage

/// The sender's own state officials, as `reps` names them: the legislators of the Census districts
/// of their ZIP, then the governor and statewide officers. A chamber whose districts split the ZIP
/// counts only once a district is chosen (`district senate 11`): until then which legislator is
/// theirs is not known, and `reps` says how to choose.
enum OwnStateOfficials {
    static func of(_ profile: Profile?, in snapshot: ReadSnapshot) throws -> [StateOfficial] {
        guard let zip = profile?.zip else { return [] }
        let areas = try snapshot.stateDistricts(forZip: zip)
        guard let state = areas.first?.state else { return [] }
        let chosen = profile?.stateDistricts ?? [:]
        var officials: [StateOfficial] = []
        for chamber in StateChamber.allCases {
            let inChamber = areas.filter { $0.state == state && $0.chamber == chamber }
            let theirs = inChamber.count == 1 ? inChamber : inChamber.filter { $0.districtKey == chosen[chamber] }
            for area in theirs { officials += try snapshot.stateLegislators(of: area) }
        }
        return officials + (try snapshot.statewideOfficers(of: state))
    }
}
