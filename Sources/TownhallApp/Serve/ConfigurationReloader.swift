import Chat
import Civic
import Foundation
import Logging
import Storage

/// `admin reload` in `serve`: reads the configuration file again and applies what commands and
/// invites read as they run (see `TownhallConfiguration.adoptingLiveSettings`): admins, the rate
/// limit, the upvote budget, the letters' routes, invite settings, each IRC network's command
/// queue `limits:`, and channels (joined and left now). Every other section that changed is named
/// as waiting for a restart. A file that cannot be read or is wrong changes nothing; the answer
/// names the key and line.
///
/// The new settings take effect in one step on the command core (`ChatCore.adopt`), where every
/// command is admitted and checked: no command is admitted under the old rate limit and checked
/// against the new admins, and each set of rules is replaced whole. The queue limits are the
/// connection's, ahead of the core, and change right after: they bound load, not who may do what,
/// so a command queued under the old bounds and run under the new rules is still right.
actor ConfigurationReloader: ConfigurationReload {
    let path: String
    /// The file as last applied: its live settings as reloaded, the rest as at start, so a
    /// change that waits for a restart is named again at every reload until then.
    private(set) var running: TownhallConfiguration
    let permissions: ConfiguredPermissions
    let rules: CivicRules
    let transports: [String: any Transport]
    let database: TownhallDatabase
    let logger: Logger
    let environment: [String: String]
    /// The core whose rate limit a reload changes; nil until `serve` made it (the core is made
    /// with this reloader), and in tests that have no core.
    private var core: ChatCore?

    init(path: String, running: TownhallConfiguration, permissions: ConfiguredPermissions, rules: CivicRules,
         transports: [String: any Transport], database: TownhallDatabase, logger: Logger,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.path = path
        self.running = running
        self.permissions = permissions
        self.rules = rules
        self.transports = transports
        self.database = database
        self.logger = logger
        self.environment = environment
    }

    /// Reloads change `core`'s rate limit from now on.
    func reconfigure(_ core: ChatCore) {
        self.core = core
    }

    func reload() async -> ReloadOutcome {
        let file: TownhallConfiguration
        do {
            file = try ConfigurationLoader.load(path: path, environment: environment)
        } catch {
            logger.warning("admin reload: the configuration file was not applied", metadata: ["error": "\(error)"])
            return .broken("\(error)")
        }
        let next = running.adoptingLiveSettings(of: file)
        let apply: @Sendable () -> Void = { [permissions, rules, transports] in
            permissions.replace(with: next.networks)
            rules.replace(with: CivicRules.Current(questions: next.questions.rules, letters: next.letters.rules))
            for network in next.networks {
                if let transport = transports[network.name] { network.adoptInvites(on: transport) }
            }
        }
        if let core {
            await core.adopt(rateLimit: next.rateLimit, alongside: apply)
        } else {
            apply()
        }
        for network in next.networks {
            if let transport = transports[network.name] { await network.adoptCommandLimits(on: transport) }
        }
        var applied = Self.liveKeysDiffering(running, next)
        if let channels = await moveChannels(from: running, to: next) { applied.append(channels) }
        let needsRestart = next.sectionsDiffering(from: file)
        running = next
        logger.notice("admin reload", metadata: ["applied": "\(applied)", "needsRestart": "\(needsRestart)"])
        return .reloaded(applied: applied, needsRestart: needsRestart)
    }

    /// Joins the channels `next` names that `old` did not, and leaves those it no longer names
    /// (unless an admin had the bot join them: `admin join` outlives a reload); nil when no
    /// network's channels changed, otherwise "channels" and what was joined and left.
    private func moveChannels(from old: TownhallConfiguration, to next: TownhallConfiguration) async -> String? {
        guard next.networks.map(\.channelNames) != old.networks.map(\.channelNames) else { return nil }
        var joined: [String] = [], left: [String] = []
        let keptByAdmins = (try? await database.joinedChannels()) ?? [:]
        for (network, new) in zip(old.networks, next.networks) {
            for channel in new.channelNames where !network.channelNames.contains(where: { network.sameChannel($0, channel) }) {
                if await transports[network.name]?.join(channel) == .joined { joined.append(channel) }
            }
            let remembered = keptByAdmins[network.name] ?? []
            for channel in network.channelNames where !new.channelNames.contains(where: { network.sameChannel($0, channel) })
                && !remembered.contains(where: { network.sameChannel($0, channel) }) {
                if await transports[network.name]?.part(channel) == true { left.append(channel) }
            }
        }
        let moves = (joined.isEmpty ? [] : ["joined " + joined.joined(separator: ", ")])
            + (left.isEmpty ? [] : ["left " + left.joined(separator: ", ")])
        return "channels" + (moves.isEmpty ? "" : " (\(moves.joined(separator: "; ")))")
    }

    /// The keys of live settings (other than channels) whose values differ, as the file names them.
    static func liveKeysDiffering(_ old: TownhallConfiguration, _ new: TownhallConfiguration) -> [String] {
        let keys: [(String, Bool)] = [
            ("admins", old.networks.map(\.admins) != new.networks.map(\.admins)),
            ("invites", old.networks.map(\.inviteSettings) != new.networks.map(\.inviteSettings)),
            ("limits", old.networks.map(\.commandLimits) != new.networks.map(\.commandLimits)),
            ("commands.rate_limit", old.rateLimit != new.rateLimit),
            ("questions.daily_upvotes", old.questions.dailyUpvotes != new.questions.dailyUpvotes),
            ("questions.time_zone", old.questions.timeZone != new.questions.timeZone),
            ("letters.routes", old.letters.routes != new.letters.routes),
            ("letters.nudge", (old.letters.nudgeSimilarity, old.letters.nudgeLetters, old.letters.nudgeDays)
                != (new.letters.nudgeSimilarity, new.letters.nudgeLetters, new.letters.nudgeDays)),
            ("letters.email_codes", old.letters.emailCodes != new.letters.emailCodes),
        ]
        return keys.filter(\.1).map(\.0)
    }
}
