import Foundation
import Storage

/// A synthetic VIP feed with 1 million street segments, written through the same feed writer
/// `import vip` uses: 1,000 ZIPs (90000–90999) × 50 streets × 20 segments. Each street has ten
/// blocks of 100 house numbers, each split into an odd and an even side, and every fifth street
/// also a whole-street segment that overlaps them (real feeds overlap; the narrowest must win).
/// Two precincts per ZIP, each with an election-day site open 06:00–19:00. Built once into
/// `.build/benchmark/` and copied for each run.
enum PollsDatabase {
    static let zipCount = 1_000
    static let streetsPerZip = 50
    static let blocksPerStreet = 10
    static let streetNames = ["OAK", "PINE", "MAPLE", "CEDAR", "ELM", "BIRCH", "WILLOW", "ASPEN", "SPRUCE", "HICKORY"]
    static let suffixes = ["ST", "AVE", "RD", "LN", "DR"]
    static let sourceKey = "99999"

    static func zip(_ index: Int) -> String { String(90_000 + index) }
    /// "OAK ST", "PINE AVE", … 50 distinct streets per ZIP.
    static func street(_ index: Int) -> String { "\(streetNames[index % 10]) \(suffixes[index / 10])" }

    static func freshCopy() async throws -> (database: TownhallDatabase, folder: URL) {
        try await BenchmarkCache.freshCopy(named: "polls-m\(TownhallDatabase.knownMigrations.count)-v1.sqlite") { database in
            let summary = try await database.importVIPFeed(at: Date()) { feed in try write(into: feed) }
            print("  \(summary.streetSegments) street segments, \(summary.precincts) precincts, \(summary.zips) ZIPs")
        }
    }

    private static func write(into feed: VIPFeedWriter) throws {
        try feed.begin(sourceKey: sourceKey, sourceName: "Synthetic County", version: "6.0", file: "synthetic.xml")
        try feed.write(.election(VIPElection(id: "e1", name: "Synthetic General Election", date: "2030-11-05",
                                             registrationDeadline: "2030-10-07")))
        try feed.write(.schedule(hoursID: "h1", position: 0,
                                 VIPSchedule(startDate: "2030-11-05", endDate: "2030-11-05", startTime: "06:00", endTime: "19:00")))
        var segment = 0
        for z in 0..<zipCount {
            let zip = zip(z)
            for side in 0..<2 {
                let precinct = "p\(z)-\(side)"
                let location = "l\(z)-\(side)"
                try feed.write(.pollingLocation(VIPPollingLocation(
                    id: location, name: "SCHOOL \(z)-\(side)", address: "\(100 + side) \(street(side))", city: "TOWN \(z)",
                    state: "ZZ", zip: zip, isDropBox: false, isEarlyVoting: false, hoursID: "h1")))
                try feed.write(.precinct(VIPPrecinct(id: precinct, name: "\(z)-\(side)", pollingLocationIDs: [location])))
            }
            for s in 0..<streetsPerZip {
                let name = street(s)
                func add(_ low: Int?, _ high: Int?, _ parity: VIPStreetSegment.Parity) throws {
                    segment += 1
                    try feed.write(.streetSegment(VIPStreetSegment(
                        id: "ss\(segment)", precinctID: "p\(z)-\(s % 2)", zip: zip, city: "TOWN \(z)", state: "ZZ",
                        street: name, startHouse: low, endHouse: high, parity: parity)))
                }
                // Every fifth street gets the overlapping whole-street segment instead of one even side.
                for block in 0..<blocksPerStreet {
                    try add(block * 100 + 1, block * 100 + 99, .odd)
                    if s % 5 == 0 && block == 0 { try add(nil, nil, .both) } else { try add(block * 100, block * 100 + 98, .even) }
                }
            }
        }
    }
}
