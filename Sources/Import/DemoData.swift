import Foundation
import Storage

/// The small demo dataset shipped with Townhall, in the official formats: a few real members and
/// ZIPs, and excerpts of real roll calls and bills (see Demo/README.md), so that a fresh console
/// answers every example `help` shows. The conversation scripts play on the same files: there is
/// one copy of each.
public enum DemoData {
    /// The shipped demo legislators YAML.
    public static var legislatorsURL: URL { directory.appendingPathComponent("legislators-demo.yaml") }
    /// The shipped excerpt of the district offices YAML.
    public static var districtOfficesURL: URL { directory.appendingPathComponent("legislators-district-offices-demo.yaml") }
    /// The shipped excerpt of the social media YAML.
    public static var socialMediaURL: URL { directory.appendingPathComponent("legislators-social-media-demo.yaml") }
    /// The shipped demo ZIP → district CSV.
    public static var districtsURL: URL { directory.appendingPathComponent("zccd-demo.csv") }
    /// The shipped Open States people of California (step `officials`: a few legislators, the
    /// statewide officers and San Francisco's mayor), in the person files' format.
    public static var openStatesURL: URL { directory.appendingPathComponent("openstates", isDirectory: true) }
    /// The day the Open States excerpt describes: its roles are judged current as of then, not on
    /// the day of the seed, so the demo keeps every level after the statewide officers' terms in
    /// the files end (January 2027), as its other excerpts keep their own dates.
    static let officialsDay = "2026-11-27"
    /// The shipped excerpt of the Census ZCTA → state legislative district files (step
    /// `state-districts`, both chambers).
    public static var stateDistrictsURL: URL { directory.appendingPathComponent("state-districts", isDirectory: true) }
    /// The shipped roll-call excerpts (Senate LIS and House Clerk XML).
    public static var votesURL: URL { directory.appendingPathComponent("votes", isDirectory: true) }
    /// The shipped bill status excerpts (BILLSTATUS XML).
    public static var billsURL: URL { directory.appendingPathComponent("bills", isDirectory: true) }

    /// The shipped demo rock posts (author, https link, caption; tab-separated).
    public static var rockPostsURL: URL { directory.appendingPathComponent("rock-posts-demo.tsv") }

    /// The demo's folder in the bundle (in the repository: `Sources/Import/Demo`).
    static var directory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Demo", isDirectory: true)
    }

    /// The seed, in order: members before anything that names them, roll calls before the bills
    /// they are on (as `townhall sync` does). Each step is one transaction.
    public static let steps: [DemoStep] = [
        DemoStep(name: "members") { try await LegislatorsImporter.importFile(at: legislatorsURL.path, into: $0) },
        DemoStep(name: "zips") { try await DistrictsImporter.importFile(at: districtsURL.path, into: $0) },
        // California's state officials and 94110's state districts, so reps after zip 94110 shows
        // every level.
        DemoStep(name: "officials") { try await OpenStatesImporter.importFiles(at: [openStatesURL], into: $0, asOf: officialsDay) },
        DemoStep(name: "state-districts") { try await StateDistrictsImporter.importFiles(at: [stateDistrictsURL], into: $0) },
        // The demo's roll calls are years old: history, never news, so no follower gets an alert.
        DemoStep(name: "votes") { try await VotesImporter.importFile(at: votesURL, into: $0, quietBefore: .distantFuture) },
        DemoStep(name: "bills") { try await BillStatusImporter.importFile(at: billsURL, into: $0) },
        // The minerals for `rock id` and `mineral` ship inside the program; posts make `rocks` answer.
        DemoStep(name: "rocks") { try await RockPostsDemoImporter.importFile(at: rockPostsURL, into: $0) },
        DemoStep(name: "offices") { try await DistrictOfficesImporter.importFile(at: districtOfficesURL.path, into: $0) },
        DemoStep(name: "social") { try await SocialMediaImporter.importFile(at: socialMediaURL.path, into: $0) },
        // A made-up election dated from the day of the seed (example data, and every answer says so),
        // so elections, polls, register and ballot answer on a first run.
        DemoStep(name: "election") { try await DemoElectionFeed.importFeed(into: $0, now: Date()) },
    ]

    /// Imports the whole demo dataset into `database` (replacing members and ZIP rows).
    public static func seed(into database: TownhallDatabase) async throws {
        try await seed(steps, into: database)
    }

    /// Runs `steps` in order, each in its own transaction.
    public static func seed(_ steps: [DemoStep], into database: TownhallDatabase) async throws {
        for step in steps { try await step.run(on: database) }
    }

    /// The steps named `names`, in the seed's order; nil when a name is not a step.
    public static func steps(named names: [String]) -> [DemoStep]? {
        guard names.allSatisfy({ name in steps.contains { $0.name == name } }) else { return nil }
        return steps.filter { names.contains($0.name) }
    }

    /// Seeds only a database that has no members and no ZIPs yet, so real imported data is never
    /// replaced by the demo. Returns whether it seeded.
    @discardableResult
    public static func seedIfEmpty(_ database: TownhallDatabase) async throws -> Bool {
        guard try await database.reading({ try $0.memberCount(includingFormer: true) }) == 0,
              try await database.reading { try $0.zipDistrictCount() } == 0 else { return false }
        try await seed(into: database)
        return true
    }
}
