import Chat
import Civic
import Foundation
import Storage
import TownhallApp

/// `TownhallBenchmark letters`: on 100 thousand templates and 100 thousand sent letters, the
/// latency of template search (`templates <words> [top]`, by category and by tag; through the
/// command path and the query alone) and of the nudge check a `send` makes.
enum LettersBenchmark {
    static let searchRuns = 5_000
    static let nudgeRuns = 2_000
    static let parts = ["search", "nudge"]

    static func run() async throws {
        let chosen = Set(CommandLine.arguments.dropFirst(2))
        if let unknown = chosen.subtracting(parts).first {
            throw UpvotesBenchmark.BenchmarkUsage(description: "no part \"\(unknown)\" in letters; parts: \(parts.joined(separator: " "))")
        }
        func wanted(_ part: String) -> Bool { chosen.isEmpty || chosen.contains(part) }
        let (database, folder) = try await LettersDatabase.freshCopy()
        defer { BenchmarkCache.discard(folder) }
        print("database: \(LettersDatabase.templateCount) templates, \(LettersDatabase.letterCount) letters to "
            + "\(LettersDatabase.memberCount) members, \(LettersDatabase.accountCount) accounts")
        if wanted("search") { try await measureSearch(database: database) }
        if wanted("nudge") { try await measureNudge(database: database) }
    }

    private static func measureSearch(database: TownhallDatabase) async throws {
        let core = TownhallCore.make(database: database,
                                     configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: Int.max / 2, period: 1)))
        var random = SplitMix64(seed: 21)
        let clock = ContinuousClock()
        var commandSamples: [Duration] = []
        for run in 0..<searchRuns {
            let words = (0..<(1 + run % 2)).map { _ in LettersDatabase.randomWord(&random) }.joined(separator: " ")
            let event = ChatEvent(network: LettersDatabase.network, sender: ChatSender(nick: "reader", account: "reader"),
                                  place: .direct, text: "templates \(words)" + (run % 3 == 0 ? " top" : ""))
            let started = clock.now
            _ = await core.handle(event)
            commandSamples.append(clock.now - started)
        }
        print("templates <1-2 words> [top], chat command path: \(Figures.latency(commandSamples))")
        let categories = LetterRules.defaultCategories
        var kinds: [String: [Duration]] = [:]
        var listed = 0
        for run in 0..<searchRuns {
            let filter: TemplateListing.Filter
            let label: String
            switch run % 4 {
            case 0, 1: (filter, label) = (.words(LettersDatabase.randomWord(&random)), "one word")
            case 2: (filter, label) = (.category(categories[run % categories.count]), "category")
            default: (filter, label) = (.tag("tag\(random.skewed(below: 300, power: 2))"), "tag")
            }
            let listing = TemplateListing(filter: filter, order: run % 8 < 4 ? .new : .top, limit: 30)
            let started = clock.now
            listed += try await database.reading { try $0.templates(listing) }.count
            kinds["\(label), \(listing.order == .top ? "top" : "new")", default: []].append(clock.now - started)
        }
        for (label, samples) in kinds.sorted(by: { $0.key < $1.key }) {
            print("  query alone, \(label): \(Figures.latency(samples))")
        }
        print("  (\(listed / searchRuns) templates listed on average)")
    }

    private static func measureNudge(database: TownhallDatabase) async throws {
        let nudge = LetterNudge(rules: LetterRules.Nudge())
        var random = SplitMix64(seed: 34)
        let busiest = try await database.reading { try $0.letterFingerprints(to: .member(LettersDatabase.member(0)), since: .distantPast) }.count
        let clock = ContinuousClock()
        var samples: [Duration] = []
        var nudged = 0
        for run in 0..<nudgeRuns {
            let body = run % 2 == 0 ? LettersDatabase.campaignText(random.skewed(below: LettersDatabase.campaigns, power: 2))
                : "Dear {member}, " + LettersDatabase.text(words: 150, &random)
            let recipients = Set((0..<(1 + run % 3)).map { _ in LettersDatabase.randomMember(&random) })
                .map { OfficialID.member($0) }
            let started = clock.now
            let fingerprint = LetterFingerprint(text: body)
            let findings = try await nudge.findings(for: fingerprint, recipients: recipients, database: database, now: LettersDatabase.now)
            samples.append(clock.now - started)
            if !findings.isEmpty { nudged += 1 }
        }
        print("nudge check (fingerprint + compare with every letter each recipient got in 30 days), 1-3 recipients: "
            + Figures.latency(samples))
        print("  \(nudged) of \(nudgeRuns) letters nudged; the busiest member got \(busiest) letters")
    }
}
