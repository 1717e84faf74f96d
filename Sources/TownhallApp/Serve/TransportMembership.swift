import Chat

/// `admin join` and `admin part` on each network served, through that network's transport.
struct TransportMembership: ChannelMembership {
    let transports: [String: any Transport]

    func join(_ channel: String, network: String) async -> ChannelJoinOutcome {
        await transports[network]?.join(channel) ?? .notConnected
    }

    func part(_ channel: String, network: String) async -> Bool {
        await transports[network]?.part(channel) ?? false
    }

    func isConfigured(_ channel: String, network: String) async -> Bool {
        transports[network]?.isConfigured(channel) ?? false
    }
}
