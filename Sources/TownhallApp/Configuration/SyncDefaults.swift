import Sync

/// The official public addresses `townhall sync` uses unless `sync.sources` says otherwise.
public enum SyncDefaults {
    /// unitedstates/congress-legislators, published on GitHub Pages (CC0).
    public static let legislatorsURL = "https://unitedstates.github.io/congress-legislators/legislators-current.yaml"
    /// OpenSourceActivismTech/us-zipcodes-congress: ZCTA → district for the 119th Congress.
    public static let districtsURL =
        "https://raw.githubusercontent.com/OpenSourceActivismTech/us-zipcodes-congress/master/zccd.csv"

    public static let sources: [SyncSource] = [
        SyncSource(name: "legislators", kind: DataKind.legislators.rawValue, location: .files([legislatorsURL])),
        SyncSource(name: "districts", kind: DataKind.districts.rawValue, location: .files([districtsURL])),
    ]
}
