/// How the server folds case in nicks and channel names (ISUPPORT CASEMAPPING).
/// Only ASCII bytes are ever folded, so the UTF-8 length of a name never changes.
public enum IRCCaseMapping: String, Sendable, Hashable, CaseIterable {
    /// A–Z ↔ a–z only.
    case ascii
    /// ASCII plus `[]\~` ↔ `{}|^` (the Scandinavian heritage of RFC 1459). The default.
    case rfc1459
    /// ASCII plus `[]\` ↔ `{}|`, without `~` ↔ `^`.
    case rfc1459Strict = "rfc1459-strict"

    /// The mapping named by a CASEMAPPING value, nil when unknown. "rfc7613" (Unicode-aware)
    /// is read as `.ascii`, the part of its folding that applies to ASCII names.
    public init?(name: String) {
        switch name.lowercased() {
        case "ascii", "rfc7613": self = .ascii
        case "rfc1459": self = .rfc1459
        case "rfc1459-strict", "strict-rfc1459": self = .rfc1459Strict
        default: return nil
        }
    }

    /// The lowercase form of `name`; returns `name` unchanged (no copy) when nothing folds.
    public func lowercase(_ name: String) -> String {
        let utf8 = name.utf8
        guard utf8.contains(where: { lowercased($0) != $0 }) else { return name }
        return String(decoding: utf8.map(lowercased), as: UTF8.self)
    }

    /// Whether two names are the same nick or channel under this mapping.
    public func equal(_ first: String, _ second: String) -> Bool {
        let a = first.utf8, b = second.utf8
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// The folded form of one byte.
    @inline(__always)
    public func lowercased(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return byte | 0x20
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"):
            return self == .ascii ? byte : byte + 0x20
        case UInt8(ascii: "~"):
            return self == .rfc1459 ? UInt8(ascii: "^") : byte
        default:
            return byte
        }
    }
}
