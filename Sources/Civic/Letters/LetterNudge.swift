import Foundation
import Storage

/// Before a letter is sent: is it mostly the same as many letters the same member got lately?
/// Offices file identical mail together, so Townhall says so and lets the writer make it their own.
public struct LetterNudge: Sendable {
    /// One recipient for whom the letter looks like mass mail.
    public struct Finding: Sendable {
        public var official: OfficialID
        /// How many recent letters to them are at least `similarity` the same.
        public var similarLetters: Int
        /// The highest estimated similarity among them (0…1).
        public var closest: Double
    }

    let rules: LetterRules.Nudge

    public init(rules: LetterRules.Nudge) {
        self.rules = rules
    }

    /// The recipients for whom `fingerprint` is at least `rules.similarity` the same as
    /// `rules.similarCount` or more letters sent since `rules.windowDays` days before `now`.
    public func findings(for fingerprint: LetterFingerprint, recipients: [OfficialID], database: TownhallDatabase,
                  now: Date) async throws -> [Finding] {
        let since = now.addingTimeInterval(-Double(rules.windowDays) * 86_400)
        let rules = self.rules
        return try await database.reading { snapshot in
            try recipients.compactMap { official in
                var similar = 0
                var closest = 0.0
                for stored in try snapshot.letterFingerprints(to: official, since: since) {
                    let similarity = fingerprint.similarity(toStored: stored)
                    if similarity >= rules.similarity {
                        similar += 1
                        closest = max(closest, similarity)
                    }
                }
                return similar >= rules.similarCount ? Finding(official: official, similarLetters: similar, closest: closest) : nil
            }
        }
    }

    /// "Your letter is 92 % the same as 41 letters Sen. … got this month; …", `title` naming
    /// the finding's official.
    static func sentence(_ finding: Finding, title: String, windowDays: Int) -> String {
        let percent = Int((finding.closest * 100).rounded(.down))
        let when = windowDays == 30 ? "this month" : "in the last \(windowDays) days"
        return "Your letter is \(percent)% the same as \(finding.similarLetters) letters \(title) got \(when); "
            + "offices often file identical mail together: add a sentence about how this affects you."
    }
}
