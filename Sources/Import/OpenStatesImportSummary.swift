import Storage

/// What an Open States import stored and left out, in one summary line for the operator.
public struct OpenStatesImportSummary: Sendable {
    /// The officials stored, by level.
    public let legislators: Int, statewideOfficers: Int, cityOfficials: Int
    public let states: [USState]
    /// Files of people with no role current on the import's day.
    public let withoutCurrentRole: [String]
    /// Files of legislators whose current role names no district.
    public let withoutDistrict: [String]
    /// Files of people whose current role is one Townhall does not list (a treasurer, say).
    public let otherRoles: [String]
    public let stored: OfficialsImportSummary

    init(reading: OpenStatesImporter.Reading, stored: OfficialsImportSummary) {
        let levels = reading.officials.map(\.role.level)
        legislators = levels.filter { $0 == .legislature }.count
        statewideOfficers = levels.filter { $0 == .executive }.count
        cityOfficials = levels.filter { $0 == .municipal }.count
        states = reading.states.sorted { $0.code < $1.code }
        withoutCurrentRole = reading.skipped[.noCurrentRole] ?? []
        withoutDistrict = reading.skipped[.noDistrict] ?? []
        otherRoles = reading.skipped.filter { if case .unlistedRole = $0.key { true } else { false } }
            .values.flatMap { $0 }.sorted()
        self.stored = stored
    }

    /// "412 officials of AZ, CA, VA (350 legislators, 10 statewide officers, 52 city officials);
    /// skipped, no current role: A.yml, B.yml; …", each part only when it has something to say.
    public var line: String {
        var parts = ["\(stored.stored) officials of \(states.map(\.code).joined(separator: ", ")) (\(legislators) legislators, "
            + "\(statewideOfficers) statewide officers, \(cityOfficials) city officials)"]
        if !withoutCurrentRole.isEmpty { parts.append("skipped, no current role: \(Self.names(withoutCurrentRole))") }
        if !withoutDistrict.isEmpty { parts.append("skipped, a legislator's role with no district: \(Self.names(withoutDistrict))") }
        if !otherRoles.isEmpty { parts.append("skipped, a role Townhall does not list: \(Self.names(otherRoles))") }
        parts += StateDistrictsImportSummary.matchingParts(stored)
        return parts.joined(separator: "; ")
    }

    /// The first few names, then how many more.
    static func names(_ names: [String], shown: Int = 5) -> String {
        let more = names.count > shown ? " and \(names.count - shown) more" : ""
        return names.prefix(shown).joined(separator: ", ") + more
    }
}
