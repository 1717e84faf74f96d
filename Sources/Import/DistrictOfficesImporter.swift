import Foundation
import Storage
import Yams

/// Imports the unitedstates/congress-legislators `legislators-district-offices.yaml`: per member
/// (by bioguide id), the offices outside Washington with their address, phone, fax and hours.
///
/// The whole file is checked before anything is written; then the office table is replaced in
/// one transaction, so importing again replaces (never duplicates) and a bad file changes nothing.
public enum DistrictOfficesImporter: WholeFileImporter {
    public static func write(_ offices: [DistrictOffice], to database: TownhallDatabase) async throws -> ContactImportSummary {
        try await database.replaceDistrictOffices(offices)
    }

    /// Parses and checks the YAML text. `file` names the source in errors.
    public static func parse(_ text: String, file: String,
                             progress: ImportProgressHandler? = nil) throws(ImportError) -> [DistrictOffice] {
        var offices: [DistrictOffice] = []
        for entry in try MemberEntry.all(in: text, file: file, what: "members' district offices", expecting: "id and offices") {
            guard let list = entry.node["offices"], case .sequence(let officeNodes) = list else {
                throw entry.error("missing the list of offices", at: entry.node["offices"])
            }
            for node in officeNodes { offices.append(try office(node, of: entry)) }
        }
        progress?(ImportProgress(phase: .reading, done: offices.count, total: offices.count))
        return offices
    }

    private static func office(_ node: Node, of entry: MemberEntry) throws(ImportError) -> DistrictOffice {
        func text(_ key: String) -> String? { LegislatorsYAML.text(node[key]) }
        guard case .mapping = node else { throw entry.error("an office must be a mapping with city and state", at: node) }
        guard let city = text("city") else { throw entry.error("an office has no city", at: node) }
        guard let state = text("state"), state.count == 2 else {
            throw entry.error("the office in \(city) has no two-letter state", at: node)
        }
        return DistrictOffice(memberID: entry.memberID, officeID: text("id"), address: text("address"),
                              suite: text("suite"), building: text("building"), city: city,
                              state: state.uppercased(), zip: text("zip"), phone: text("phone"),
                              fax: text("fax"), hours: text("hours"))
    }
}
