import Chat
import Foundation
import Logging
import Storage

/// `admin reload` in `serve`: reads the configuration file again and applies what can change
/// while the bot runs — each network's admins (for commands) and channels (joined and left now)
/// — and names every other section that changed, which waits for a restart: the parts built
/// into the running core and connections (limits, routes, servers) are made once, at start. A
/// file that cannot be read or is wrong changes nothing; the answer names the key and line.
actor ConfigurationReloader: ConfigurationReload {
    let path: String
    /// The file as last applied: admins and channels as reloaded, the rest as at start, so a
    /// change that waits for a restart is named again at every reload until then.
    private(set) var running: TownhallConfiguration
    let permissions: ConfiguredPermissions
    let transports: [String: any Transport]
    let database: TownhallDatabase
    let logger: Logger
    let environment: [String: String]

    init(path: String, running: TownhallConfiguration, permissions: ConfiguredPermissions,
         transports: [String: any Transport], database: TownhallDatabase, logger: Logger,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.path = path
        self.running = running
        self.permissions = permissions
        self.transports = transports
        self.database = database
        self.logger = logger
        self.environment = environment
    }

    func reload() async -> ReloadOutcome {
        let file: TownhallConfiguration
        do {
            file = try ConfigurationLoader.load(path: path, environment: environment)
        } catch {
            logger.warning("admin reload: the configuration file was not applied", metadata: ["error": "\(error)"])
            return .broken("\(error)")
        }
        var next = running
        var applied: [String] = []
        var joined: [String] = [], left: [String] = []
        let keptByAdmins = (try? await database.joinedChannels()) ?? [:]
        for (index, network) in running.networks.enumerated() {
            guard let new = file.networks.first(where: { $0.name == network.name }) else { continue }
            next.networks[index] = network.adopting(adminsAndChannelsOf: new)
            for channel in new.channelNames where !network.channelNames.contains(where: { network.sameChannel($0, channel) }) {
                if await transports[network.name]?.join(channel) == .joined { joined.append(channel) }
            }
            let remembered = keptByAdmins[network.name] ?? []
            for channel in network.channelNames where !new.channelNames.contains(where: { network.sameChannel($0, channel) })
                && !remembered.contains(where: { network.sameChannel($0, channel) }) {
                if await transports[network.name]?.part(channel) == true { left.append(channel) }
            }
        }
        if next.networks.map(\.admins) != running.networks.map(\.admins) {
            permissions.replace(with: next.networks)
            applied.append("admins")
        }
        if next.networks.map(\.channelNames) != running.networks.map(\.channelNames) {
            let moves = (joined.isEmpty ? [] : ["joined " + joined.joined(separator: ", ")])
                + (left.isEmpty ? [] : ["left " + left.joined(separator: ", ")])
            applied.append("channels" + (moves.isEmpty ? "" : " (\(moves.joined(separator: "; ")))"))
        }
        running = next
        let needsRestart = Self.sectionsDiffering(next, file)
        logger.notice("admin reload", metadata: ["applied": "\(applied)", "needsRestart": "\(needsRestart)"])
        return .reloaded(applied: applied, needsRestart: needsRestart)
    }

    /// The top-level keys whose settings differ between the two.
    static func sectionsDiffering(_ one: TownhallConfiguration, _ other: TownhallConfiguration) -> [String] {
        var keys: [String] = []
        if one.database != other.database { keys.append("database") }
        if one.readReplicas != other.readReplicas { keys.append("read_replicas") }
        if one.networks != other.networks { keys.append("networks") }
        if one.commands != other.commands { keys.append("commands") }
        if one.questions != other.questions { keys.append("questions") }
        if one.notifications != other.notifications { keys.append("notifications") }
        if one.formatting != other.formatting { keys.append("formatting") }
        if one.sync != other.sync { keys.append("sync") }
        if one.incidents != other.incidents { keys.append("incidents") }
        if one.letters != other.letters { keys.append("letters") }
        if one.quiz != other.quiz { keys.append("quiz") }
        if one.metrics != other.metrics { keys.append("metrics") }
        if one.logging != other.logging { keys.append("logging") }
        return keys
    }
}
