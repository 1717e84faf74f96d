import Civic
import Foundation
import Storage

/// A large synthetic letters database: 100 thousand templates (6-word titles, 120-word bodies
/// from a 5,000-word vocabulary drawn Zipf-like, so common words match thousands of templates)
/// and 100 thousand letters sent in the 30 days before `now` to 535 members (a few members get
/// most), a quarter of them copies of 40 campaign texts — half of those with a personal
/// sentence added. Built once into `.build/benchmark/` and copied for each run (the name says
/// which fingerprint format it holds: v2, 16 bits a position).
enum LettersDatabase {
    static let network = "bench"
    static let accountCount = 50_000
    static let templateCount = 100_000
    static let letterCount = 100_000
    static let memberCount = 535
    static let campaigns = 40
    static let now = Date(timeIntervalSince1970: 1_793_707_200)

    static func member(_ index: Int) -> MemberID { MemberID(String(format: "B%06d", index)) }

    static func word(_ index: Int) -> String { "w\(index)x" }

    /// A word drawn Zipf-like from the vocabulary (index 0 is the commonest).
    static func randomWord(_ random: inout SplitMix64) -> String {
        word(random.skewed(below: 5_000, power: 2.5))
    }

    static func text(words: Int, _ random: inout SplitMix64) -> String {
        (0..<words).map { _ in randomWord(&random) }.joined(separator: " ")
    }

    static func campaignText(_ index: Int) -> String {
        var random = SplitMix64(seed: 9_000 + UInt64(index))
        return "Dear {member}, " + text(words: 150, &random)
    }

    /// A recipient drawn with the same skew as the stored letters.
    static func randomMember(_ random: inout SplitMix64) -> MemberID {
        member(random.skewed(below: memberCount, power: 2))
    }

    static func freshCopy() async throws -> (database: TownhallDatabase, folder: URL) {
        try await BenchmarkCache.freshCopy(named: "letters-m\(TownhallDatabase.knownMigrations.count)-v2.sqlite") { database in
            try await database.bulkLoadLetters(load())
        }
    }

    private static func load() -> LetterBulkLoad {
        var random = SplitMix64(seed: 13)
        let categories = LetterRules.defaultCategories
        let templates = (0..<templateCount).map { index in
            LetterBulkLoad.Template(
                author: index % accountCount,
                content: TemplateContent(
                    title: text(words: 6, &random), category: categories[index % categories.count],
                    tags: (0..<Int(random.next() % 4)).map { _ in "tag\(random.skewed(below: 300, power: 2))" },
                    body: "Dear {member}, " + text(words: 120, &random)),
                likes: random.skewed(below: 500, power: 4))
        }
        let campaignTexts = (0..<campaigns).map(campaignText)
        let letters = (0..<letterCount).map { index in
            let body: String
            if index % 4 == 0 {
                let campaign = campaignTexts[random.skewed(below: campaigns, power: 2)]
                body = index % 8 == 0 ? campaign : "I am writing as a parent of two. " + campaign
            } else {
                body = "Dear {member}, " + text(words: 150, &random)
            }
            let recipients = Set((0..<(1 + Int(random.next() % 3))).map { _ in randomMember(&random) })
            return LetterBulkLoad.SentLetter(
                author: index % accountCount, body: body, recipients: recipients.sorted(),
                sentAt: now.addingTimeInterval(-Double(random.next() % (30 * 86_400))),
                fingerprint: LetterFingerprint(text: body).data)
        }
        return LetterBulkLoad(accounts: (0..<accountCount).map { AccountIdentity(network: network, name: "writer\($0)") },
                              createdAt: now.addingTimeInterval(-60 * 86_400), templates: templates, letters: letters)
    }
}
