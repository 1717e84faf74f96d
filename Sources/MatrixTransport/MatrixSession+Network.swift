import Logging
import MatrixClient
import Storage

extension MatrixSession {
    /// The session of a `kind: matrix` network: its state in `database`, and a DM that became a
    /// room left when `join_on_invite` would not have let its person bring the bot into a room
    /// (by `invites` as they stand then; nil: the configuration's, fixed).
    public init(api: MatrixAPI, network: MatrixNetworkConfiguration, database: TownhallDatabase, logger: Logger,
                invites: MatrixInviteRules? = nil) {
        let invites = invites ?? MatrixInviteRules(network)
        self.init(api: api, configuration: MatrixClientConfiguration(network: network),
                  store: MatrixDatabaseStateStore(database: database, network: network.name), logger: logger,
                  reasonToLeaveGrownDirectRoom: { owners, memberCount in
                      let rules = invites.current
                      let isAdmin = owners.contains { rules.isAdmin($0) }
                      guard !rules.joinOnInvite.admits(isAdmin: isAdmin) else { return nil }
                      return "it became a room of \(memberCount) members, and join_on_invite: \(rules.joinOnInvite.rawValue)"
                  })
    }
}
