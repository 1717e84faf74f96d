import Civic
import IRCClient

/// Nick → services account on the IRC networks, from what each client tracks (account-tag,
/// extended-join, account-notify, WHOX), for `profile <nick>`.
struct IRCDirectory: DirectoryLookup {
    let clients: [String: IRCClient]

    func account(forNick nick: String, network: String) async -> String? {
        clients[network]?.account(ofNick: nick)
    }
}
