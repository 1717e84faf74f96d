import SQLStore

/// One row of the Census Bureau's ZCTA → state legislative district relationship: the part of a
/// ZIP (ZCTA) that lies in one district of one chamber, with the land they share, so a ZIP split
/// between districts knows each of them and which holds most of it.
public struct StateDistrictArea: Sendable, Hashable {
    public var zcta: String
    public var state: USState
    public var chamber: StateChamber
    /// The Census district code after the state's FIPS code ("010").
    public var districtCode: String
    /// The Census district name ("State Senate District 10").
    public var districtName: String
    /// Square metres of land the ZCTA and the district share.
    public var landArea: Int64

    public init(zcta: String, state: USState, chamber: StateChamber, districtCode: String, districtName: String,
                landArea: Int64) {
        self.zcta = zcta
        self.state = state
        self.chamber = chamber
        self.districtCode = districtCode
        self.districtName = districtName
        self.landArea = landArea
    }

    /// What Open States' district is matched against (`DistrictKey`): the name, else the code.
    public var districtKey: String { DistrictKey.of(districtName.isEmpty ? districtCode : districtName) }
}

extension StateDistrictArea {
    init(row: SQLRow) throws {
        let code: String = try row.decode("state"), chamberText: String = try row.decode("chamber")
        guard let state = USState(code: code), let chamber = StateChamber(rawValue: chamberText) else {
            throw StorageError.unreadableRow("zip_state_district (\(code), \(chamberText))")
        }
        self.init(zcta: try row.decode("zcta"), state: state, chamber: chamber, districtCode: try row.decode("district_code"),
                  districtName: try row.decode("district_name"), landArea: try row.decode("land_area"))
    }
}
