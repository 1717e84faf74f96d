import Chat
import Foundation

extension TownhallConfiguration {
    /// This configuration with what `admin reload` applies from `file`: each network's admins,
    /// channels, invite settings and (IRC) command queue `limits:`, `commands.rate_limit`, the upvote budget and the time zone of
    /// its day (`questions.daily_upvotes`, `time_zone`), and the letters' `routes`, `nudge` and
    /// `email_codes`. Commands read these as they run; every other key is built into the core, its
    /// commands' help or a connection at start, so it stays as it is until a restart.
    func adoptingLiveSettings(of file: TownhallConfiguration) -> TownhallConfiguration {
        var next = self
        for (index, network) in networks.enumerated() {
            guard let new = file.networks.first(where: { $0.name == network.name }) else { continue }
            next.networks[index] = network.adoptingLiveSettings(of: new)
        }
        next.commands.rateLimitCommands = file.commands.rateLimitCommands
        next.commands.rateLimitSeconds = file.commands.rateLimitSeconds
        next.questions.dailyUpvotes = file.questions.dailyUpvotes
        next.questions.timeZone = file.questions.timeZone
        next.letters.routes = file.letters.routes
        next.letters.nudgeSimilarity = file.letters.nudgeSimilarity
        next.letters.nudgeLetters = file.letters.nudgeLetters
        next.letters.nudgeDays = file.letters.nudgeDays
        next.letters.emailCodes = file.letters.emailCodes
        return next
    }

    /// The per-account command limit of `commands.rate_limit`.
    var rateLimit: RateLimitPolicy {
        RateLimitPolicy(commands: commands.rateLimitCommands, period: TimeInterval(commands.rateLimitSeconds))
    }

    /// The top-level keys whose settings differ between the two.
    func sectionsDiffering(from other: TownhallConfiguration) -> [String] {
        let sections: [(String, Bool)] = [
            ("database", database != other.database), ("read_replicas", readReplicas != other.readReplicas),
            ("networks", networks != other.networks),
            ("commands", commands != other.commands), ("questions", questions != other.questions),
            ("notifications", notifications != other.notifications), ("formatting", formatting != other.formatting),
            ("sync", sync != other.sync), ("incidents", incidents != other.incidents), ("letters", letters != other.letters),
            ("quiz", quiz != other.quiz), ("metrics", metrics != other.metrics), ("logging", logging != other.logging),
            ("shutdown", shutdown != other.shutdown),
        ]
        return sections.filter(\.1).map(\.0)
    }
}
