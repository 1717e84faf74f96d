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

    /// Reads one entry by its `kind:`. Every kind is named the same way, so the name is read
    /// here and each kind's reader reads the rest of the entry.
    static func read(_ section: YAMLSection, environment: [String: String]) throws(ConfigurationError) -> NetworkConfiguration {
        let isMatrix: Bool
        if let node = section.peek("kind") {
            switch node.scalar?.string {
            case "irc": isMatrix = false
            case "matrix": isMatrix = true
            default:
                throw ConfigurationError(key: section.keyPath("kind"), line: node.mark?.line, problem: "must be irc or matrix")
            }
        } else {
            isMatrix = false
        }
        var section = section
        _ = try section.string("kind")
        let name = try section.requiredString("name")
        return isMatrix
            ? .matrix(try MatrixSectionReader.read(&section, name: name, environment: environment))
            : .irc(try IRCSectionReader.read(&section, name: name, environment: environment))
    }
}
