import Chat
import Foundation
import Logging
import Storage
import Synchronization

/// The admins' run-time rules as the core asks for them before each command (`CommandScreen`):
/// who is ignored (`admin ignore`) and which commands each channel turned off (`admin channel`).
/// Both are kept in the database, so they outlive a restart, and in memory, read once at the
/// first command, so the check costs no database trip; the admin commands change both together,
/// through this object. A lock rather than an actor: the check runs where the core runs, and an
/// actor would be a hop to another executor and back on every command.
public final class AdminScreen: CommandScreen {
    let database: TownhallDatabase
    private let logger: Logger
    /// Nil until first read from the database.
    private let rules = Mutex<Rules?>(nil)

    /// What the database holds, kept for the checks.
    private struct Rules {
        var ignores: [SpeakerIgnore]
        /// Turned-off names and categories by network and folded channel.
        var turnedOff: [ChannelKey: Set<String>]
    }

    private struct ChannelKey: Hashable {
        var network: String
        var channel: String

        init(_ network: String, _ channel: String) {
            self.network = network
            self.channel = channel.lowercased()
        }
    }

    public init(database: TownhallDatabase, logger: Logger = Logger(label: "townhall.admin")) {
        self.database = database
        self.logger = logger
    }

    // MARK: CommandScreen

    public nonisolated(nonsending) func hears(_ event: ChatEvent, now: Date) async -> SpeakerVerdict {
        guard await load() else { return .heard }
        // found and marked told in one step, so two commands in quick succession get one notice
        let told: SpeakerIgnore?? = rules.withLock { rules in
            guard let index = rules?.ignores.firstIndex(where: {
                $0.network == event.network && $0.isActive(at: now) && Self.matches($0.speaker, event.sender)
            }) else { return nil }
            guard rules?.ignores[index].notifiedAt == nil else { return .some(nil) }
            rules?.ignores[index].notifiedAt = now
            return rules?.ignores[index]
        }
        guard let told else { return .heard }
        guard let ignore = told else { return .dropped }
        do {
            try await database.markIgnoreNotified(network: ignore.network, speaker: ignore.speaker, at: now)
        } catch {
            logger.error("could not record an ignore's notice", metadata: ["error": "\(error)"])
        }
        return .droppedTelling(IgnoreText.notice(ignore))
    }

    public nonisolated(nonsending) func isOff(_ spec: CommandSpec, network: String, channel: String) async -> Bool {
        guard await load() else { return false }
        return rules.withLock { rules in
            rules?.turnedOff[ChannelKey(network, channel)]?.contains { Self.covers($0, spec) } ?? false
        }
    }

    /// The switches moved in the database with the room (`TownhallDatabase.moveChannel`); here the
    /// new room's own stay and the old room's join them, as there.
    public func channelMoved(from channel: String, to replacement: String, network: String) async {
        rules.withLock { rules in
            guard let moved = rules?.turnedOff.removeValue(forKey: ChannelKey(network, channel)) else { return }
            rules?.turnedOff[ChannelKey(network, replacement), default: []].formUnion(moved)
        }
    }

    // MARK: The admin commands

    func ignore(_ ignore: SpeakerIgnore) async throws {
        _ = await load()
        try await database.saveIgnore(ignore)
        rules.withLock { rules in
            rules?.ignores.removeAll { $0.network == ignore.network && Self.sameSpeaker($0.speaker, ignore.speaker) }
            rules?.ignores.append(ignore)
        }
    }

    func unignore(network: String, speaker: String) async throws -> Bool {
        _ = await load()
        let removed = try await database.removeIgnore(network: network, speaker: speaker)
        rules.withLock { $0?.ignores.removeAll { $0.network == network && Self.sameSpeaker($0.speaker, speaker) } }
        return removed
    }

    /// The ignores on `network` that hold at `now`, oldest first.
    func ignores(network: String, now: Date) async throws -> [SpeakerIgnore] {
        try await database.ignores().filter { $0.network == network && $0.isActive(at: now) }
    }

    func turnOff(_ off: ChannelCommandOff, by admin: String, at date: Date) async throws -> Bool {
        _ = await load()
        let added = try await database.turnOff(off, by: admin, at: date)
        rules.withLock { $0?.turnedOff[ChannelKey(off.network, off.channel), default: []].insert(off.command) }
        return added
    }

    func turnOn(_ off: ChannelCommandOff) async throws -> Bool {
        _ = await load()
        let removed = try await database.turnOn(off)
        rules.withLock { _ = $0?.turnedOff[ChannelKey(off.network, off.channel)]?.remove(off.command) }
        return removed
    }

    /// The names and categories turned off in `channel`, sorted.
    func turnedOff(network: String, channel: String) async throws -> [String] {
        try await database.commandsTurnedOff()
            .filter { $0.network == network && $0.channel.lowercased() == channel.lowercased() }
            .map(\.command)
    }

    // MARK: Matching

    /// Whether a turned-off `name` covers `spec`: its name, its family ("quiz" covers "quiz
    /// start"), or its category ("rocks").
    static func covers(_ name: String, _ spec: CommandSpec) -> Bool {
        spec.name == name || spec.name.hasPrefix(name + " ") || spec.category.lowercased() == name
    }

    /// Whether `speaker` is a mask (`nick!user@host`, or any name with `*` or `?`) rather than an account.
    static func isMask(_ speaker: String) -> Bool {
        speaker.contains { "!*?".contains($0) }
    }

    /// An account names its holder, compared as services compare accounts; a mask matches the
    /// sender's `nick!user@host` or, on Matrix where the user id is all there is, their account.
    static func matches(_ speaker: String, _ sender: ChatSender) -> Bool {
        guard isMask(speaker) else {
            return sender.account.map { sameSpeaker($0, speaker) } ?? false
        }
        return [sender.hostmask, sender.account].contains { $0.map { globMatches(speaker, $0) } ?? false }
    }

    static func sameSpeaker(_ one: String, _ other: String) -> Bool {
        AccountIdentity.folded(one) == AccountIdentity.folded(other)
    }

    /// `*` and `?` as IRC masks mean them, any case; every other character is literal (fnmatch's
    /// brackets and backslash are escaped, since nicks may hold them).
    private static func globMatches(_ mask: String, _ text: String) -> Bool {
        let pattern = mask.lowercased().replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
        return fnmatch(pattern, text.lowercased(), 0) == 0
    }

    /// Reads the rules from the database the first time; false while it cannot (every command is
    /// then heard: refusing everyone would be worse), so the next command tries again.
    private nonisolated(nonsending) func load() async -> Bool {
        if rules.withLock({ $0 != nil }) { return true }
        do {
            let ignores = try await database.ignores()
            var turnedOff: [ChannelKey: Set<String>] = [:]
            for off in try await database.commandsTurnedOff() {
                turnedOff[ChannelKey(off.network, off.channel), default: []].insert(off.command)
            }
            rules.withLock { if $0 == nil { $0 = Rules(ignores: ignores, turnedOff: turnedOff) } }
            return true
        } catch {
            logger.error("could not read the admins' ignores and channel switches", metadata: ["error": "\(error)"])
            return false
        }
    }
}
