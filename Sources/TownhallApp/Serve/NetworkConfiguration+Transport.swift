import Chat
import IRCTransport
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
                                      connectionListener: resources.connectionListener)
        }
    }
}
