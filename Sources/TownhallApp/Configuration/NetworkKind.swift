/// What a `networks:` entry connects to (`kind:`, irc when left out).
enum NetworkKind: String {
    case irc
    case matrix

    static func of(_ section: YAMLSection) throws(ConfigurationError) -> NetworkKind {
        guard let node = section.peek("kind") else { return .irc }
        guard let text = node.scalar?.string, let kind = NetworkKind(rawValue: text) else {
            throw ConfigurationError(key: section.keyPath("kind"), line: node.mark?.line, problem: "must be irc or matrix")
        }
        return kind
    }
}
