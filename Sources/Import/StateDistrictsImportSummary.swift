import Storage

/// What a state districts import stored, and the legislators whose district it does not have.
public struct StateDistrictsImportSummary: Sendable {
    public let covering: Set<StateSeatGroup>
    public let stored: OfficialsImportSummary

    /// "1,234 ZIP-to-state-district rows (CA lower, CA upper); districts with no match: CA upper 41 (Jane Doe)".
    public var line: String {
        let groups = covering.map { "\($0.state.code) \($0.chamber.rawValue)" }.sorted()
        return (["\(stored.stored) ZIP-to-state-district rows (\(groups.joined(separator: ", ")))"]
            + Self.matchingParts(stored)).joined(separator: "; ")
    }

    /// The summary's parts on matching districts, for either import: legislators whose district
    /// no Census row has, and states no Census rows were imported for yet.
    static func matchingParts(_ summary: OfficialsImportSummary) -> [String] {
        var parts: [String] = []
        if !summary.unmatched.isEmpty {
            parts.append("districts with no match in the Census rows: "
                + OpenStatesImportSummary.names(summary.unmatched.map(\.description), shown: 10))
        }
        if !summary.statesWithoutDistricts.isEmpty {
            parts.append("no state districts yet for \(summary.statesWithoutDistricts.map(\.code).joined(separator: ", ")) "
                + "(townhall import state-districts FILE…)")
        }
        return parts
    }
}
