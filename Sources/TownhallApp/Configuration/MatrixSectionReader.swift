import Foundation
import MatrixTransport

/// Reads one entry of `networks:` with `kind: matrix`, past the kind and name that
/// `NetworkConfiguration.read` reads for every kind.
enum MatrixSectionReader {
    static func read(_ section: inout YAMLSection, name: String, environment: [String: String])
        throws(ConfigurationError) -> MatrixNetworkConfiguration
    {
        let homeserver = try section.requiredString("homeserver")
        try checkHomeserver(homeserver, key: section.keyPath("homeserver"))
        let userID = try section.requiredString("user_id")
        guard isUserID(userID) else {
            throw ConfigurationError(key: section.keyPath("user_id"), problem: "'\(userID)' is not a Matrix user id like @townhall:example.org")
        }
        let token = try section.secret("access_token", environment: environment)
        let password = try section.secret("password", environment: environment)
        let credential: MatrixNetworkConfiguration.Credential
        switch (token, password) {
        case (let token?, nil): credential = .accessToken(token)
        case (nil, let password?): credential = .password(password)
        case (nil, nil):
            throw ConfigurationError(key: section.keyPath("access_token"), line: section.line,
                                     problem: "give access_token (or access_token_env) or password (or password_env)")
        case (_?, _?):
            throw ConfigurationError(key: section.keyPath("password"), problem: "give access_token or password, not both")
        }
        let rooms = try section.strings("rooms") ?? []
        for (index, room) in rooms.enumerated() where !isRoomReference(room) {
            throw ConfigurationError(key: "\(section.keyPath("rooms"))[\(index)]",
                                     problem: "'\(room)' is not a room id (!…:server) or alias (#…:server)")
        }
        let admins = try section.strings("admins") ?? []
        for (index, admin) in admins.enumerated() where !isUserID(admin) {
            throw ConfigurationError(key: "\(section.keyPath("admins"))[\(index)]",
                                     problem: "'\(admin)' is not a Matrix user id like @alice:example.org")
        }
        let joinOnInvite = try policy(&section, "join_on_invite", default: .admins)
        let directInvites = try policy(&section, "dm_invites", default: .everyone)
        let invitesPerInviter = try section.int("invites_per_inviter_per_day", in: 0...1_000) ?? 3
        let syncTimeout = try section.int("sync_timeout_seconds", in: 1...300) ?? 30
        var retryMin = 1.0
        var retryMax = 60.0
        if var retry = try section.section("retry") {
            retryMin = try retry.double("min_seconds", in: 0.05...3_600) ?? retryMin
            retryMax = try retry.double("max_seconds", in: 0.1...86_400) ?? retryMax
            try retry.rejectUnknownKeys()
        }
        let likeReactions = try section.likeReactions()
        let encryption = try encryption(&section, environment: environment, credential: credential)
        let network = MatrixNetworkConfiguration(
            name: name, homeserver: homeserver, userID: userID, credential: credential,
            deviceID: try section.string("device_id"), rooms: rooms, admins: admins,
            joinOnInvite: joinOnInvite, directInvites: directInvites,
            invitesPerInviterPerDay: invitesPerInviter, caFile: try section.string("ca_file"),
            syncTimeoutSeconds: syncTimeout, retryMinSeconds: retryMin, retryMaxSeconds: max(retryMin, retryMax),
            encryption: encryption, likeReactions: likeReactions)
        try section.rejectUnknownKeys()
        return network
    }

    /// `pickle_key_env` (only from the environment: a key written beside the database it opens
    /// protects nothing), `uia_password` and `missing_key_wait_seconds`. A named variable that is unset or empty stops the
    /// start here, in one line that names it.
    private static func encryption(_ section: inout YAMLSection, environment: [String: String],
                                   credential: MatrixNetworkConfiguration.Credential)
        throws(ConfigurationError) -> MatrixNetworkConfiguration.Encryption?
    {
        let uiaPassword = try section.secret("uia_password", environment: environment)
        guard let variable = try section.string("pickle_key_env") else {
            if uiaPassword != nil {
                throw ConfigurationError(key: section.keyPath("uia_password"), problem: "is for cross-signing: give pickle_key_env too")
            }
            return nil
        }
        guard let key = environment[variable], !key.isEmpty else {
            throw ConfigurationError(key: section.keyPath("pickle_key_env"),
                                     problem: "environment variable \(variable) is not set: set it to the secret the bot's encryption keys are stored with")
        }
        var password = uiaPassword
        if password == nil, case .password(let login) = credential { password = login }
        let keyWait = try section.double("missing_key_wait_seconds", in: 0...600) ?? 10
        return MatrixNetworkConfiguration.Encryption(pickleKeyVariable: variable, pickleKey: key, authenticationPassword: password,
                                                     missingKeyWaitSeconds: keyWait)
    }

    /// https anywhere; plain http only to this machine, where nobody can read the token on the way.
    static func checkHomeserver(_ address: String, key: String) throws(ConfigurationError) {
        guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(),
              url.query == nil, url.fragment == nil else {
            throw ConfigurationError(key: key, problem: "'\(address)' is not an address like https://matrix.example.org")
        }
        switch scheme {
        case "https":
            return
        case "http" where ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host):
            return
        case "http":
            throw ConfigurationError(key: key, problem: "must be https (plain http only to 127.0.0.1 or localhost)")
        default:
            throw ConfigurationError(key: key, problem: "must start with https://")
        }
    }

    static func isUserID(_ text: String) -> Bool {
        text.hasPrefix("@") && text.dropFirst().contains(":") && !text.dropFirst().hasPrefix(":")
            && !text.contains(where: { $0.isWhitespace })
    }

    private static func isRoomReference(_ text: String) -> Bool {
        (text.hasPrefix("!") || text.hasPrefix("#")) && text.dropFirst().contains(":") && !text.contains(where: { $0.isWhitespace })
    }

    private static func policy(_ section: inout YAMLSection, _ key: String,
                               default fallback: MatrixNetworkConfiguration.InvitePolicy)
        throws(ConfigurationError) -> MatrixNetworkConfiguration.InvitePolicy
    {
        guard let text = try section.string(key) else { return fallback }
        guard let policy = MatrixNetworkConfiguration.InvitePolicy(rawValue: text) else {
            throw ConfigurationError(key: section.keyPath(key), problem: "must be admins, everyone or never")
        }
        return policy
    }
}
