import Foundation
import Storage

/// The demo's own election (`Demo/vip-demo-election.xml`): a small made-up VIP 5.2 feed whose
/// dates are set when the demo is seeded, relative to that day, so a first run always has an
/// election ahead with its deadlines still open and never goes stale. It is imported through the
/// real VIP importer, like any official feed, and marked as demo in the database so every answer
/// drawn from it says it is example data.
enum DemoElectionFeed {
    /// Days from the seed to each date the feed names: registration closes first, then absentee
    /// requests, early voting runs the last ten days, then the election.
    static let daysAhead: [(token: String, days: Int)] = [
        ("{{REGISTRATION_DEADLINE}}", 15),
        ("{{EARLY_VOTING_START}}", 20),
        ("{{ABSENTEE_DEADLINE}}", 23),
        ("{{EARLY_VOTING_END}}", 29),
        ("{{ELECTION_DATE}}", 30),
    ]

    static var templateURL: URL { DemoData.directory.appendingPathComponent("vip-demo-election.xml") }

    /// The feed's text for a seed on `now`: each date token replaced by its UTC calendar day.
    static func text(seededAt now: Date) throws -> String {
        var text = try String(contentsOf: templateURL, encoding: .utf8)
        let day = DateFormatter()
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        day.dateFormat = "yyyy-MM-dd"
        for (token, days) in daysAhead {
            text = text.replacingOccurrences(of: token, with: day.string(from: now.addingTimeInterval(Double(days) * 86_400)))
        }
        day.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return text.replacingOccurrences(of: "{{SEEDED_AT}}", with: day.string(from: now))
    }

    /// Writes the dated feed to a temporary file and imports it as a demo feed (a second seed
    /// replaces the first: the feed's VipId is the same).
    static func importFeed(into database: TownhallDatabase, now: Date) async throws {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-demo-election-\(UUID().uuidString).xml")
        try text(seededAt: now).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try await VIPImporter.importFile(at: file, into: database, now: now, isDemo: true)
    }
}
