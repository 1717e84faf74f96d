import Chat
import IRCTransport
import IRCWire
import MatrixTransport

extension NetworkConfiguration {
    /// The transport this entry configures: the one place that knows every kind.
    func makeTransport(_ resources: TransportResources) throws -> any Transport {
        switch self {
        case .irc(let network):
            IRCNetworkTransport(configuration: network, renderer: resources.formatting.ircRenderer, logger: resources.logger,
                                loop: resources.loop, executor: resources.executor, whenStartIsOver: resources.whenStartIsOver,
                                connectionListener: resources.connectionListener,
                                itemMessages: DatabaseItemMessageLedger(database: resources.database))
        case .matrix(let network):
            try MatrixNetworkTransport(configuration: network, database: resources.database, logger: resources.logger,
                                      loop: resources.loop, executor: resources.executor,
                                      connectionListener: resources.connectionListener, whenStartIsOver: resources.whenStartIsOver)
        }
    }

    /// This entry with `channels` (those admins had the bot join, `admin join`) joined at start
    /// after the configured ones; a channel the file names already is left as the file has it.
    func joiningAlso(_ channels: [String]) -> NetworkConfiguration {
        switch self {
        case .irc(var network):
            for channel in channels where !network.channels.contains(where: { IRCCaseMapping.rfc1459.equal($0.name, channel) }) {
                network.channels.append(.init(name: channel, key: nil))
            }
            return .irc(network)
        case .matrix(var network):
            network.rooms += channels.filter { !network.rooms.contains($0) }
            return .matrix(network)
        }
    }
}
