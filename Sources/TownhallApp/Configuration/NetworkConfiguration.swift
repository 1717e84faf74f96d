import IRCTransport
import MatrixTransport

/// One entry of `networks:`, by what it connects to (`kind:`, irc when left out). A new kind of
/// network is one more case here, its reader, and its arm in `makeTransport`.
public enum NetworkConfiguration: Sendable, Equatable {
    case irc(IRCNetworkConfiguration)
    case matrix(MatrixNetworkConfiguration)

    /// The network's name: accounts of every kind share one namespace of names.
    public var name: String {
        switch self {
        case .irc(let network): network.name
        case .matrix(let network): network.name
        }
    }

    /// Townhall admins here, as accounts (services accounts on IRC, user IDs on Matrix).
    public var admins: [String] {
        switch self {
        case .irc(let network): network.admins
        case .matrix(let network): network.admins
        }
    }

    /// The bot's name as people address it there: its IRC nick, its Matrix localpart.
    public var botName: String {
        switch self {
        case .irc(let network): network.nick
        case .matrix(let network): network.localpart
        }
    }

    /// The IRC settings, nil for another kind.
    public var irc: IRCNetworkConfiguration? {
        if case .irc(let network) = self { return network }
        return nil
    }

    /// The Matrix settings, nil for another kind.
    public var matrix: MatrixNetworkConfiguration? {
        if case .matrix(let network) = self { return network }
        return nil
    }

    /// Reads one entry by its `kind:`.
    static func read(_ section: YAMLSection, environment: [String: String]) throws(ConfigurationError) -> NetworkConfiguration {
        guard let node = section.peek("kind") else {
            return .irc(try IRCSectionReader.read(section, environment: environment))
        }
        switch node.scalar?.string {
        case "irc": return .irc(try IRCSectionReader.read(section, environment: environment))
        case "matrix": return .matrix(try MatrixSectionReader.read(section, environment: environment))
        default:
            throw ConfigurationError(key: section.keyPath("kind"), line: node.mark?.line, problem: "must be irc or matrix")
        }
    }
}
