
/// A like reaction that counted: who gave it and on which item ("R7"), so that withdrawing it
/// takes back that like for that person, whoever withdraws it.
public struct CountedReaction: Sendable, Equatable {
    public var account: AccountIdentity
    public var item: String

    public init(account: AccountIdentity, item: String) {
        self.account = account
        self.item = item
    }
}
