import Chat

/// Name → account on each network served, for `profile <name>` and the other commands that name
/// a person: each network's transport says who a name is there (`Transport.account(named:)`).
struct TransportDirectory: DirectoryLookup {
    let transports: [String: any Transport]

    func account(forNick nick: String, network: String) async -> String? {
        await transports[network]?.account(named: nick)
    }
}
