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
}
