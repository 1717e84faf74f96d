import Storage

/// The state part of `reps`: the sender's state legislators by the ZIP's Census districts, then
/// the governor and statewide officers. Only for a state whose officials are loaded, so a
/// database without Open States data answers `reps` with Congress alone, as it always did.
enum StateLevelLines {
    /// The lines for someone whose ZIP is `zip` (nil when only a district was chosen) in `state`,
    /// who chose `chosen` of a split ZIP's districts (`district senate 11`); empty when no
    /// official of the state is stored.
    static func lines(zip: String?, state: String, chosen: [StateChamber: String],
                      in snapshot: ReadSnapshot) throws -> [String] {
        let areas = try zip.map { try snapshot.stateDistricts(forZip: $0) } ?? []
        guard let state = areas.first?.state ?? USState(code: state), try snapshot.hasStateOfficials(of: state) else { return [] }
        var lines = ["Your \(state.name) officials:"]
        let stateAreas = areas.filter { $0.state == state }
        if stateAreas.isEmpty {
            lines.append(zip.map { "No state legislative district in my data covers ZIP \($0), so I can't name your state legislators." }
                ?? "Tell me your ZIP (zip <5-digit ZIP code>) to see your state legislators.")
        }
        for chamber in StateChamber.allCases {
            let areas = stateAreas.filter { $0.chamber == chamber }
            let picked = areas.filter { $0.districtKey == chosen[chamber] }
            lines += try chamberLines(picked.isEmpty ? areas : picked, zip: zip, in: snapshot)
        }
        return lines + (try snapshot.statewideOfficers(of: state).map(OfficialText.contactLine))
    }

    /// One chamber's legislators; a ZIP split between districts names them all with the share of
    /// the ZIP's land each holds, the largest first, and says how to choose one.
    private static func chamberLines(_ areas: [StateDistrictArea], zip: String?,
                                     in snapshot: ReadSnapshot) throws -> [String] {
        guard let largest = areas.first else { return [] }
        var lines: [String] = []
        if areas.count > 1, let zip {
            let chamber = largest.chamber == .upper ? largest.state.upperChamber : largest.state.lowerChamber
            let total = areas.reduce(Int64(0)) { $0 + $1.landArea }
            let shares = areas.map { area in
                total > 0 ? "\(area.districtKey) (\(Int((Double(area.landArea) * 100 / Double(total)).rounded()))%)" : area.districtKey
            }
            let word = StateChamberWord.word(for: largest.chamber, of: largest.state)
            lines.append("Your ZIP \(zip) is split between \(largest.state.code) \(chamber) districts \(ZipCommand.list(shares)), "
                + "largest share first; choose yours with: "
                + areas.map { "district \(word) \($0.districtKey)" }.joined(separator: " or "))
        }
        for area in areas {
            let sitting = try snapshot.stateLegislators(of: area)
            lines += sitting.isEmpty ? ["\(area.districtName): vacant, or not in my data."] : sitting.map(OfficialText.contactLine)
        }
        return lines
    }
}
