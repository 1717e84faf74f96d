import SQLStore

/// One row of the ZCTA → congressional district relationship. A ZIP (ZCTA) may have several rows:
/// split between districts, sometimes between states.
public struct ZipDistrict: Sendable, Hashable {
    public var zcta: String
    public var state: String
    public var stateFIPS: String
    /// 0 = at-large.
    public var districtNumber: Int

    public init(zcta: String, state: String, stateFIPS: String, districtNumber: Int) {
        self.zcta = zcta
        self.state = state
        self.stateFIPS = stateFIPS
        self.districtNumber = districtNumber
    }

    public var district: CongressionalDistrict {
        CongressionalDistrict(state: state, number: districtNumber)
    }
}

extension ZipDistrict {
    /// The row of `zip_district` (its columns by name).
    init(row: SQLRow) throws {
        self.init(zcta: try row.decode("zcta"), state: try row.decode("state"), stateFIPS: try row.decode("state_fips"),
                  districtNumber: try row.decode("district"))
    }
}
