import Foundation
import Import
import Storage

/// A large synthetic incidents database on the real ZIP table (all 42,000 ZIPs of
/// ../shared/data/civic/zip-district/zccd.csv): 200 thousand accounts, 1 million reports
/// spread over every ZIP (busy ZIPs get more) and over the 30 days before `now`, and 10 million
/// likes (a few reports get most). Built once into `.build/benchmark/` and copied for each run.
enum IncidentsDatabase {
    static let network = "bench"
    static let accountCount = 200_000
    static let reportCount = 1_000_000
    static let likeCount = 10_000_000
    /// Election day, noon UTC: the reports are from the 30 days before.
    static let now = Date(timeIntervalSince1970: 1_793_707_200)
    static let zipFile = "../shared/data/civic/zip-district/zccd.csv"

    static func account(_ index: Int) -> AccountIdentity {
        AccountIdentity(network: network, name: "citizen\(index)")
    }

    static func freshCopy() async throws -> (database: TownhallDatabase, folder: URL) {
        try await BenchmarkCache.freshCopy(named: "incidents-m\(TownhallDatabase.knownMigrations.count)-v1.sqlite") { database in
            try await DistrictsImporter.importFile(at: zipFile, into: database)
            let zips = try await database.reading { try $0.zipCodes() }
            try await database.bulkLoadIncidents(load(zips: zips))
        }
    }

    private static func load(zips: [String]) -> IncidentBulkLoad {
        var random = SplitMix64(seed: 2026)
        let kinds = IncidentKind.allCases
        // Skewed like counts that add up to `likeCount`.
        var reports: [IncidentBulkLoad.Report] = []
        reports.reserveCapacity(reportCount)
        var likesLeft = likeCount
        for index in 0..<reportCount {
            let reporter = (index &* 48_271) % accountCount
            // About 9 on average, and one report in a thousand with a thousand likes.
            let unit = Double(random.next() >> 11) / Double(1 << 53)
            let drawn = random.next() % 1_000 == 0 ? 1_000 : Int(36 * pow(unit, 3))
            let wanted = min(likesLeft, drawn)
            likesLeft -= wanted
            let stride = 7_919 // prime, so the likers are distinct accounts
            let first = Int(random.next() % UInt64(accountCount))
            let likers = (0..<wanted).map { Int32((first + ($0 + 1) * stride) % accountCount) }
                .filter { Int($0) != reporter }
            reports.append(IncidentBulkLoad.Report(
                reporter: reporter, kind: kinds[index % kinds.count],
                zip: zips[(random.skewed(below: zips.count, power: 1.3) &* 7_907) % zips.count],
                text: "Report \(index): the line at the polling place is long and the scanner keeps jamming",
                createdAt: now.addingTimeInterval(-Double(random.next() % (30 * 86_400))), likers: likers))
        }
        // Top up to exactly `likeCount` likes, one more on each report from the first on.
        var index = 0
        while likesLeft > 0 && index < reports.count {
            let liker = Int32((index &* 31 + 17) % accountCount)
            if Int(liker) != reports[index].reporter && !reports[index].likers.contains(liker) {
                reports[index].likers.append(liker)
                likesLeft -= 1
            }
            index += 1
        }
        return IncidentBulkLoad(accounts: (0..<accountCount).map(account), accountsCreatedAt: now.addingTimeInterval(-40 * 86_400),
                                reports: reports)
    }
}
