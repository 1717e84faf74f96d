/// A services account on one network: the identity of a person everywhere in Townhall.
public struct AccountKey: Sendable, Hashable, CustomStringConvertible {
    public var network: String
    public var account: String

    public init(network: String, account: String) {
        self.network = network
        self.account = account
    }

    public var description: String { "\(account)@\(network)" }
}
