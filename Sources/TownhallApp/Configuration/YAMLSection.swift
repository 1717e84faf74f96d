import Yams

/// A YAML mapping read strictly: every key must be consumed by the reader, so a typo
/// (`chanels:`) is an error naming the key instead of a silently ignored setting.
struct YAMLSection {
    let path: String
    let line: Int?
    private let entries: [(key: String, value: Node)]
    private var consumed: Set<String> = []

    init(node: Node, path: String) throws(ConfigurationError) {
        guard case .mapping(let mapping) = node else {
            throw ConfigurationError(key: path, line: node.mark?.line, problem: "expected a mapping of keys to values")
        }
        var entries: [(key: String, value: Node)] = []
        var seen: Set<String> = []
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                throw ConfigurationError(key: path, line: keyNode.mark?.line, problem: "keys must be plain strings")
            }
            guard seen.insert(key).inserted else {
                throw ConfigurationError(key: Self.join(path, key), line: keyNode.mark?.line, problem: "appears twice")
            }
            entries.append((key, value))
        }
        self.path = path
        self.line = node.mark?.line
        self.entries = entries
    }

    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    func keyPath(_ key: String) -> String { Self.join(path, key) }

    mutating func node(_ key: String) -> Node? {
        guard let entry = entries.first(where: { $0.key == key }) else { return nil }
        consumed.insert(key)
        if case .scalar(let scalar) = entry.value, scalar.tag.description == Tag.Name.null.rawValue || scalar.string == "~" {
            return nil
        }
        if case .scalar(let scalar) = entry.value, Self.isPlain(scalar), Self.nullWords.contains(scalar.string) { return nil }
        return entry.value
    }

    /// The node under `key` without consuming it (to tell a scalar from a mapping first).
    func peek(_ key: String) -> Node? {
        entries.first(where: { $0.key == key })?.value
    }

    private func missing(_ key: String) -> ConfigurationError {
        ConfigurationError(key: keyPath(key), line: line, problem: "is required but missing")
    }

    mutating func string(_ key: String) throws(ConfigurationError) -> String? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let scalar) = node else {
            throw ConfigurationError(key: keyPath(key), line: node.mark?.line, problem: "expected a string")
        }
        return scalar.string
    }

    /// One of a fixed set of words (`style: irc`, `format: json`); anything else is an error that
    /// lists the words allowed.
    mutating func choice<Value: RawRepresentable & CaseIterable>(
        _ key: String, of type: Value.Type
    ) throws(ConfigurationError) -> Value? where Value.RawValue == String {
        guard let text = try string(key) else { return nil }
        guard let value = Value(rawValue: text) else {
            let known = Value.allCases.map(\.rawValue).joined(separator: " or ")
            throw ConfigurationError(key: keyPath(key), line: peek(key)?.mark?.line, problem: "must be \(known), got '\(text)'")
        }
        return value
    }

    mutating func requiredString(_ key: String) throws(ConfigurationError) -> String {
        guard let value = try string(key), !value.isEmpty else { throw missing(key) }
        return value
    }

    mutating func int(_ key: String, in range: ClosedRange<Int>) throws(ConfigurationError) -> Int? {
        try number(key, in: range, expected: "expected a whole number") { $0.int }
    }

    mutating func double(_ key: String, in range: ClosedRange<Double>) throws(ConfigurationError) -> Double? {
        try number(key, in: range, expected: "expected a number") { $0.float ?? $0.int.map(Double.init) }
    }

    /// A number under `key` read by `value`, refused unless it lies in `range`: whole numbers and
    /// decimals are checked and worded alike, so every setting names its bounds the same way.
    private mutating func number<Number: Comparable>(
        _ key: String, in range: ClosedRange<Number>, expected: String, _ value: (Node) -> Number?
    ) throws(ConfigurationError) -> Number? {
        guard let node = node(key) else { return nil }
        guard let number = value(node) else {
            throw ConfigurationError(key: keyPath(key), line: node.mark?.line, problem: expected)
        }
        guard range.contains(number) else {
            throw ConfigurationError(
                key: keyPath(key), line: node.mark?.line,
                problem: "must be between \(range.lowerBound) and \(range.upperBound), got \(number)")
        }
        return number
    }

    mutating func bool(_ key: String) throws(ConfigurationError) -> Bool? {
        guard let node = node(key) else { return nil }
        guard let value = Self.bool(node) else {
            throw ConfigurationError(key: keyPath(key), line: node.mark?.line, problem: "expected true or false")
        }
        return value
    }

    // The configuration is composed with Yams' basic resolver (no regular expressions, so no
    // ICU), which types no plain scalar; these are the words YAML 1.1's core rules (Yams'
    // default resolver) read as null and as booleans, spelled exactly as those rules spell them.
    static let nullWords: Set<String> = ["", "~", "null", "Null", "NULL"]
    static let trueWords: Set<String> = ["yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]
    static let falseWords: Set<String> = ["no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"]

    static func isPlain(_ scalar: Node.Scalar) -> Bool { scalar.style == .plain || scalar.style == .any }

    /// A boolean: a plain scalar spelled as one, or a scalar tagged `!!bool` explicitly.
    static func bool(_ node: Node) -> Bool? {
        guard case .scalar(let scalar) = node else { return nil }
        if scalar.tag.description == Tag.Name.bool.rawValue { return node.bool }
        guard isPlain(scalar) else { return nil }
        return trueWords.contains(scalar.string) ? true : falseWords.contains(scalar.string) ? false : nil
    }

    mutating func strings(_ key: String) throws(ConfigurationError) -> [String]? {
        try list(key, expected: "expected a list of strings") { (item, path) throws(ConfigurationError) in
            guard case .scalar(let scalar) = item else {
                throw ConfigurationError(key: path, line: item.mark?.line, problem: "expected a string")
            }
            return scalar.string
        }
    }

    mutating func section(_ key: String) throws(ConfigurationError) -> YAMLSection? {
        guard let node = node(key) else { return nil }
        return try YAMLSection(node: node, path: keyPath(key))
    }

    mutating func sections(_ key: String) throws(ConfigurationError) -> [YAMLSection]? {
        try list(key, expected: "expected a list") { (item, path) throws(ConfigurationError) in
            try YAMLSection(node: item, path: path)
        }
    }

    /// The list under `key`, each item read by `read` with its own path (`key[2]`), so an error
    /// inside a list names the item as well as the key.
    private mutating func list<Item>(
        _ key: String, expected: String, _ read: (Node, String) throws(ConfigurationError) -> Item
    ) throws(ConfigurationError) -> [Item]? {
        guard let node = node(key) else { return nil }
        guard case .sequence(let sequence) = node else {
            throw ConfigurationError(key: keyPath(key), line: node.mark?.line, problem: expected)
        }
        var items: [Item] = []
        for (index, item) in sequence.enumerated() {
            items.append(try read(item, "\(keyPath(key))[\(index)]"))
        }
        return items
    }

    /// Every key with its string value, for sections that are maps chosen by the operator
    /// (such as `letters.routes`); consumes them all.
    mutating func stringEntries() throws(ConfigurationError) -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        for entry in entries {
            consumed.insert(entry.key)
            guard case .scalar(let scalar) = entry.value else {
                throw ConfigurationError(key: keyPath(entry.key), line: entry.value.mark?.line, problem: "expected a string")
            }
            pairs.append((entry.key, scalar.string))
        }
        return pairs
    }

    /// A secret given inline (`NAME: value`), through the environment (`NAME_env: VARIABLE`) or in
    /// a file of its own (`NAME_file: PATH`), one of the three.
    mutating func secret(_ key: String, environment: [String: String]) throws(ConfigurationError) -> String? {
        let inline = try string(key)
        let variable = try string(key + "_env")
        let file = try string(key + "_file")
        switch (inline, variable, file) {
        case (nil, nil, nil):
            return nil
        case (let value?, nil, nil):
            return value
        case (nil, let name?, nil):
            guard let value = environment[name], !value.isEmpty else {
                throw ConfigurationError(key: keyPath(key + "_env"), problem: "environment variable \(name) is not set")
            }
            return value
        case (nil, nil, let path?):
            return try SecretFile.read(path, environment: environment, key: keyPath(key + "_file"))
        default:
            throw ConfigurationError(key: keyPath(key), problem: "give one of \(key), \(key)_env or \(key)_file")
        }
    }

    /// Call once every known key has been read: anything left is unknown.
    func rejectUnknownKeys() throws(ConfigurationError) {
        for entry in entries where !consumed.contains(entry.key) {
            throw ConfigurationError(
                key: keyPath(entry.key), line: entry.value.mark?.line, problem: "is not a known setting")
        }
    }
}
