import Logging
import MatrixClient
import Storage

extension MatrixSession {
    /// The session of a `kind: matrix` network: its state in `database`, and a DM that became a
    /// room left when `join_on_invite` would not have let its person bring the bot into a room.
    public init(api: MatrixAPI, network: MatrixNetworkConfiguration, database: TownhallDatabase, logger: Logger) {
        self.init(api: api, configuration: MatrixClientConfiguration(network: network),
                  store: MatrixDatabaseStateStore(database: database, network: network.name), logger: logger,
                  reasonToLeaveGrownDirectRoom: { owners, memberCount in
                      let isAdmin = owners.contains { network.admins.contains($0) }
                      guard !network.joinOnInvite.admits(isAdmin: isAdmin) else { return nil }
                      return "it became a room of \(memberCount) members, and join_on_invite: \(network.joinOnInvite.rawValue)"
                  })
    }
}
