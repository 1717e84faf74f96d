/// Finds the account behind a name, for `profile <nick>` and `rocks <nick>`. Each network's
/// `Transport` knows this (`account(named:)`: on IRC from account-tag, extended-join and WHOX, on
/// Matrix from the user ID); the console and scripts use `NickIsAccountDirectory`.
public protocol DirectoryLookup: Sendable {
    /// The account `nick` is logged in to on `network`, nil if unknown or not logged in.
    func account(forNick nick: String, network: String) async -> String?
}

/// For the console and conversation scripts, where a speaker's name is their account.
public struct NickIsAccountDirectory: DirectoryLookup {
    public init() {}

    public func account(forNick nick: String, network: String) async -> String? { nick }
}
