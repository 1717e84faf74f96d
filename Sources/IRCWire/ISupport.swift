/// What the server advertised in RPL_ISUPPORT (005), with the modern spec's defaults for
/// anything it did not advertise. Feed every 005 to `apply(_:)`; `-TOKEN` restores the default.
public struct ISupport: Sendable, Hashable {
    /// A channel membership prefix: mode letter and the symbol shown in NAMES ("o" / "@").
    public struct Prefix: Sendable, Hashable {
        public var mode: Character
        public var symbol: Character
        public init(mode: Character, symbol: Character) {
            self.mode = mode
            self.symbol = symbol
        }
    }

    /// CHANMODES: A = list modes, B = always take a parameter, C = parameter only when set,
    /// D = never take a parameter.
    public struct ChannelModes: Sendable, Hashable {
        public var a: String, b: String, c: String, d: String
        public init(a: String, b: String, c: String, d: String) {
            (self.a, self.b, self.c, self.d) = (a, b, c, d)
        }
    }

    public static let defaultPrefixes = [Prefix(mode: "o", symbol: "@"), Prefix(mode: "v", symbol: "+")]
    public static let defaultChanTypes = "#&"
    public static let defaultChanModes = ChannelModes(a: "beI", b: "k", c: "l", d: "imnpst")

    /// Every token received, with its unescaped value (nil for a token sent without '=').
    public private(set) var raw: [String: String?] = [:]
    /// CASEMAPPING; rfc1459 when absent or unknown.
    public private(set) var caseMapping: IRCCaseMapping = .rfc1459
    /// PREFIX, most powerful first; `(ov)@+` when absent, empty when advertised empty.
    public private(set) var prefixes: [Prefix] = defaultPrefixes
    /// CHANTYPES; "#&" when absent, "" when advertised empty (no channels).
    public private(set) var chanTypes: String = defaultChanTypes
    /// CHANMODES.
    public private(set) var chanModes: ChannelModes = defaultChanModes
    /// NICKLEN; nil when the server did not say.
    public private(set) var nickLength: Int?
    /// TARGMAX, keyed by uppercase command; a nil limit means "no limit".
    public private(set) var targMax: [String: Int?] = [:]
    /// BOT: the user mode letter that marks a bot, nil when the server has none.
    public private(set) var botMode: Character?
    /// UTF8ONLY: the server rejects non-UTF-8 text.
    public private(set) var utf8Only = false
    /// NETWORK, the network's display name.
    public private(set) var network: String?

    public init() {}

    /// Applies one RPL_ISUPPORT message; other messages are ignored.
    /// Parameters are: our nick, the tokens, then a human-readable trailing text.
    public mutating func apply(_ message: IRCMessage) {
        guard message.command == "005", message.parameters.count >= 3 else { return }
        for token in message.parameters.dropFirst().dropLast() where !token.isEmpty {
            apply(token: token)
        }
        recompute()
    }

    /// Applies one token (`KEY`, `KEY=value` or `-KEY`). Call `apply(_:)` for whole messages.
    private mutating func apply(token: String) {
        if token.hasPrefix("-") {
            raw.removeValue(forKey: String(token.dropFirst()))
        } else if let equals = token.firstIndex(of: "=") {
            let value = Self.unescape(token[token.index(after: equals)...])
            raw[String(token[..<equals])] = .some(value)
        } else {
            raw[token] = .some(nil)
        }
    }

    /// Derives every typed field from `raw`, so a removed token falls back to its default.
    private mutating func recompute() {
        caseMapping = value("CASEMAPPING").flatMap(IRCCaseMapping.init(name:)) ?? .rfc1459
        prefixes = raw["PREFIX"].map { Self.parsePrefixes($0 ?? "") } ?? Self.defaultPrefixes
        chanTypes = raw["CHANTYPES"].map { $0 ?? "" } ?? Self.defaultChanTypes
        chanModes = value("CHANMODES").flatMap(Self.parseChanModes) ?? Self.defaultChanModes
        nickLength = value("NICKLEN").flatMap { Int($0) }
        targMax = value("TARGMAX").map(Self.parseTargMax) ?? [:]
        botMode = value("BOT")?.first
        utf8Only = raw["UTF8ONLY"] != nil
        network = value("NETWORK")
    }

    /// Whether `name` is a channel name on this server.
    public func isChannel(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        return chanTypes.contains(first)
    }

    /// The mode letter for a NAMES/WHO prefix symbol ("@" → "o").
    public func mode(forPrefixSymbol symbol: Character) -> Character? {
        prefixes.first { $0.symbol == symbol }?.mode
    }

    private func value(_ key: String) -> String? {
        raw[key] ?? nil
    }

    /// "(ov)@+" → [o/@, v/+]; a malformed value falls back to the default.
    private static func parsePrefixes(_ value: String) -> [Prefix] {
        if value.isEmpty { return [] }
        guard value.first == "(", let close = value.firstIndex(of: ")") else { return defaultPrefixes }
        let modes = value[value.index(after: value.startIndex)..<close]
        let symbols = value[value.index(after: close)...]
        guard modes.count == symbols.count else { return defaultPrefixes }
        return zip(modes, symbols).map { Prefix(mode: $0, symbol: $1) }
    }

    private static func parseChanModes(_ value: String) -> ChannelModes? {
        let groups = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard groups.count >= 4 else { return nil }
        return ChannelModes(a: groups[0], b: groups[1], c: groups[2], d: groups[3])
    }

    /// "PRIVMSG:4,NOTICE:4,JOIN:" → ["PRIVMSG": 4, "NOTICE": 4, "JOIN": nil].
    private static func parseTargMax(_ value: String) -> [String: Int?] {
        var result: [String: Int?] = [:]
        for entry in value.split(separator: ",") {
            let parts = entry.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let command = parts[0].uppercased()
            guard !command.isEmpty else { continue }
            result[command] = .some(parts.count > 1 ? Int(parts[1]) : nil)
        }
        return result
    }

    /// ISUPPORT values escape bytes as `\xHH` (e.g. `NETWORK=Some\x20Net`).
    static func unescape(_ value: Substring) -> String {
        guard value.contains("\\") else { return String(value) }
        var bytes: [UInt8] = []
        let utf8 = Array(value.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\\"), index + 3 < utf8.count, utf8[index + 1] == UInt8(ascii: "x"),
               let byte = UInt8(String(decoding: utf8[(index + 2)...(index + 3)], as: UTF8.self), radix: 16) {
                bytes.append(byte)
                index += 4
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
