import Foundation
import IRCTransport
import MatrixTransport
import Yams

/// Reads `townhall.yaml` strictly: a missing required key, a wrong type or an unknown key is
/// an error naming that key, raised before any connection is made.
public enum ConfigurationLoader {
    public static func load(path: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> TownhallConfiguration
    {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ConfigurationError(key: "", problem: "cannot read \(path): \(error.localizedDescription)")
        }
        return try parse(yaml: text, environment: environment)
    }

    public static func parse(yaml: String, environment: [String: String] = [:]) throws(ConfigurationError)
        -> TownhallConfiguration
    {
        let root: Node
        do {
            // The basic resolver leaves plain scalars untyped; YAMLSection reads them by their text.
            // Yams' default resolver compiles its rules as NSRegularExpression, which wakes ICU and
            // leaves megabytes of its pages resident in the bot for the rest of its life (issue 16).
            guard let node = try Yams.compose(yaml: yaml, .basic) else {
                throw ConfigurationError(key: "", problem: "the file is empty; see config/townhall.example.yaml")
            }
            root = node
        } catch let error as ConfigurationError {
            throw error
        } catch {
            throw ConfigurationError(key: "", problem: "not valid YAML: \(error)")
        }
        var top = try YAMLSection(node: root, path: "")
        let database = try DatabaseSetting.read(try top.requiredString("database"), in: &top, environment: environment)
        let readReplicas = try DatabaseSetting.readReplicas(in: &top, database: database)
        guard let networkSections = try top.sections("networks"), !networkSections.isEmpty else {
            throw ConfigurationError(key: "networks", line: top.line, problem: "is required: list at least one network")
        }
        var networks: [NetworkConfiguration] = []
        var names: Set<String> = []
        for section in networkSections {
            let network = try NetworkConfiguration.read(section, environment: environment)
            // one namespace for accounts of every kind: two networks may not share a name
            guard names.insert(network.name).inserted else {
                throw ConfigurationError(key: section.keyPath("name"), problem: "'\(network.name)' is used twice")
            }
            networks.append(network)
        }
        var commands = CommandsConfiguration()
        if var section = try top.section("commands") {
            if let prefix = try section.string("prefix") {
                guard !prefix.isEmpty, prefix.count <= 3, !prefix.contains(where: \.isWhitespace) else {
                    throw ConfigurationError(
                        key: "commands.prefix", problem: "must be 1 to 3 characters without spaces")
                }
                commands.prefix = prefix
            }
            if var limit = try section.section("rate_limit") {
                commands.rateLimitCommands = try limit.int("commands", in: 1...1000) ?? commands.rateLimitCommands
                commands.rateLimitSeconds = try limit.int("per_seconds", in: 1...86_400) ?? commands.rateLimitSeconds
                try limit.rejectUnknownKeys()
            }
            try section.rejectUnknownKeys()
        }
        let questions = try QuestionsConfiguration.read("questions", in: &top)
        let notifications = try NotificationsConfiguration.read("notifications", in: &top)
        let formatting = try FormattingConfiguration.read("formatting", in: &top)
        let sync = try SyncConfiguration.read("sync", in: &top)
        let incidents = try IncidentsConfiguration.read("incidents", in: &top)
        let letters = try top.section("letters").map { section throws(ConfigurationError) in
            try LettersConfiguration.read(section, environment: environment)
        } ?? LettersConfiguration()
        let quiz = try top.section("quiz").map(QuizConfiguration.read) ?? QuizConfiguration()
        let metrics = try MetricsConfiguration.read("metrics", in: &top)
        let logging = try LoggingConfiguration.read("logging", in: &top)
        let shutdown = try ShutdownConfiguration.read("shutdown", in: &top)
        try top.rejectUnknownKeys()
        return TownhallConfiguration(database: database, readReplicas: readReplicas, networks: networks,
                                     commands: commands, questions: questions,
                                     notifications: notifications, formatting: formatting, sync: sync,
                                     incidents: incidents, letters: letters, quiz: quiz,
                                     metrics: metrics, logging: logging, shutdown: shutdown)
    }
}
