import Sync

/// The official public addresses `townhall sync` uses unless `sync.sources` says otherwise.
public enum SyncDefaults {
    /// unitedstates/congress-legislators, published on GitHub Pages (CC0).
    public static let legislatorsURL = "https://unitedstates.github.io/congress-legislators/legislators-current.yaml"
    /// The same project's district offices of sitting members (CC0).
    public static let districtOfficesURL =
        "https://unitedstates.github.io/congress-legislators/legislators-district-offices.yaml"
    /// The same project's official social media accounts of sitting members (CC0).
    public static let socialMediaURL = "https://unitedstates.github.io/congress-legislators/legislators-social-media.yaml"
    /// OpenSourceActivismTech/us-zipcodes-congress: ZCTA → district for the 119th Congress.
    public static let districtsURL =
        "https://raw.githubusercontent.com/OpenSourceActivismTech/us-zipcodes-congress/master/zccd.csv"
    /// Senate LIS roll-call XML, numbered per session: vote1191/vote_119_1_00001.xml.
    public static let senateVotes =
        "https://www.senate.gov/legislative/LIS/roll_call_votes/vote{congress}{session}/vote_{congress}_{session}_{number:05}.xml"
    /// House Clerk EVS roll-call XML, numbered per year: evs/2025/roll001.xml.
    public static let houseVotes = "https://clerk.house.gov/evs/{year}/roll{number:03}.xml"
    /// GovInfo bulk data, one bill status file per bill.
    public static let billStatus =
        "https://www.govinfo.gov/bulkdata/BILLSTATUS/{congress}/{type}/BILLSTATUS-{congress}{type}{number}.xml"

    /// Members before votes (votes link to members), votes before bills (the bills to refresh
    /// include those the new votes are on). The templates are parsed like an operator's (a test
    /// checks that they parse), so a broken one is an error, not a crash.
    public static func sources() throws(AddressTemplate.TemplateError) -> [SyncSource] {
        [
            SyncSource(name: "legislators", kind: .legislators, location: .files([legislatorsURL])),
            SyncSource(name: "district-offices", kind: .districtOffices, location: .files([districtOfficesURL])),
            SyncSource(name: "social-media", kind: .socialMedia, location: .files([socialMediaURL])),
            SyncSource(name: "districts", kind: .districts, location: .files([districtsURL])),
            SyncSource(name: "votes-senate", kind: .votes, location: .series(try AddressTemplate.series(senateVotes))),
            SyncSource(name: "votes-house", kind: .votes, location: .series(try AddressTemplate.series(houseVotes))),
            SyncSource(name: "bills", kind: .bills, location: .bills(try AddressTemplate.bill(billStatus))),
        ]
    }
}
