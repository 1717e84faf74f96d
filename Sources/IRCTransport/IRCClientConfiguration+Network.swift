import IRCClient

extension IRCClientConfiguration {
    /// The client settings for one configured network.
    public init(network: IRCNetworkConfiguration) {
        self.init(host: network.host, port: network.port, tls: network.tls, nick: network.nick,
                  altNicks: network.altNicks, username: network.username, realname: network.realname)
        caFile = network.caFile
        clientCertificateFile = network.clientCert
        clientKeyFile = network.clientKey
        verifyCertificates = network.tlsVerify
        serverName = network.tlsServerName
        serverPassword = network.serverPassword
        if let sasl = network.sasl {
            let mechanism: SASL.Mechanism = switch sasl.mechanism {
            case .plain: .plain(account: sasl.account ?? "", password: sasl.password ?? "")
            case .external: .external
            }
            self.sasl = SASL(mechanism: mechanism,
                             onFailure: sasl.onFailure == .abort ? .abort : .continueWithoutAccount)
        }
        channels = network.channels.map { ChannelToJoin($0.name, key: $0.key) }
        inviteJoinAccounts = network.inviteJoinAccounts
        flood = Flood(burst: network.floodBurst, refillInterval: .milliseconds(network.floodIntervalMilliseconds),
                      maxLinesPerReply: network.maxLinesPerReply, paced: network.floodPaced)
        reconnect = Reconnect(minDelay: .milliseconds(Int(network.reconnectMinSeconds * 1000)),
                              maxDelay: .milliseconds(Int(network.reconnectMaxSeconds * 1000)))
        ping = Ping(interval: .seconds(network.pingIntervalSeconds), timeout: .seconds(network.pingTimeoutSeconds))
        stsStorePath = network.stsFile
        trackedStrangers = network.trackedStrangers
    }
}

extension IRCNetworkConfiguration {
    /// Whose INVITE the bot follows: the admins with `join_on_invite: admins`, nobody with `never`.
    var inviteJoinAccounts: Set<String>? {
        joinOnInvite == .admins ? Set(admins) : nil
    }
}
