/// Who a stored row belongs to: a services account on one network (never a nick).
public struct AccountIdentity: Sendable, Hashable, CustomStringConvertible {
    /// The network's configured name, e.g. "libera" or "console".
    public var network: String
    /// The services account name.
    public var name: String

    public init(network: String, name: String) {
        self.network = network
        self.name = name
    }

    public var description: String { "\(name)@\(network)" }

    /// `name` as services compare it: case-insensitively, ASCII letters only (the database's
    /// `COLLATE NOCASE` does the same), so "Alice" and "alice" are one account.
    public static func folded(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map { scalar in
            ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32)! : scalar
        }))
    }

    /// Whether `other` is the same account: same network, names equal the way services compare them.
    public func isSame(as other: AccountIdentity) -> Bool {
        network == other.network && Self.folded(name) == Self.folded(other.name)
    }
}
