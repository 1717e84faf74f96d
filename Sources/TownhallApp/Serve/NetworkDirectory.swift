import Chat
import IRCClient

/// Name → account on each network served, for `profile <name>` and the other commands that name
/// a person. On IRC, the services account the nick is logged in to, from what each client tracks
/// (account-tag, extended-join, account-notify, WHOX). On Matrix the user ID is the account: a
/// full one (`@alice:example.org`) stands for itself, and a bare localpart (`alice`) for that user
/// on the bot's own homeserver, where a localpart is unique. A display name is not unique, and is
/// never taken for anyone.
struct NetworkDirectory: DirectoryLookup {
    let clients: [String: IRCClient]
    /// Matrix network name → the server name of the bot's user ID there.
    let matrixServers: [String: String]

    func account(forNick nick: String, network: String) async -> String? {
        if let server = matrixServers[network] { return Self.matrixUser(named: nick, homeserver: server) }
        return clients[network]?.account(ofNick: nick)
    }

    /// The Matrix user `name` stands for, nil when it cannot be a user ID or a localpart.
    static func matrixUser(named name: String, homeserver: String) -> String? {
        if name.hasPrefix("@") {
            guard let colon = name.firstIndex(of: ":"),
                  isLocalpart(name[name.index(after: name.startIndex)..<colon]),
                  name.index(after: colon) < name.endIndex else { return nil }
            return name
        }
        return isLocalpart(Substring(name)) ? "@\(name):\(homeserver)" : nil
    }

    /// The characters the Matrix spec allows in a user ID's localpart (lower case only).
    private static func isLocalpart(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "._=-/+".unicodeScalars.contains(scalar)
        }
    }
}
