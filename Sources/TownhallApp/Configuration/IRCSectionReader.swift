import IRCClient
import IRCTransport
import TLSPolicy

/// Reads one entry of `networks:` with `kind: irc` (the default), past the kind and name that
/// `NetworkConfiguration.read` reads for every kind.
enum IRCSectionReader {
    static func read(_ section: inout YAMLSection, name: String, environment: [String: String])
        throws(ConfigurationError) -> IRCNetworkConfiguration
    {
        let host = try section.requiredString("host")
        let tls = try section.bool("tls") ?? true
        let port = try section.int("port", in: 1...65_535) ?? (tls ? 6697 : 6667)
        let tlsVerify = try section.bool("tls_verify") ?? true
        let nick = try section.requiredString("nick")
        guard nick.allSatisfy(isNickCharacter), !nick.first!.isNumber, nick.first != "-" else {
            throw ConfigurationError(key: section.keyPath("nick"), problem: "'\(nick)' is not a valid IRC nick")
        }
        let altNicks = try section.strings("alt_nicks") ?? [nick + "_", nick + "__"]
        let serverPassword = try section.secret("server_password", environment: environment)
        let sasl = try readSASL(&section, environment: environment)
        // Without TLS a password crosses every hop in clear; only this machine is a path with none.
        let allowPlaintext = try section.bool("allow_plaintext") ?? false
        if !tls, !allowPlaintext, !LoopbackHost.contains(host),
           let secret = sasl?.mechanism == .plain ? "its SASL password" : serverPassword != nil ? "its server password" : nil {
            throw ConfigurationError(
                key: section.keyPath("tls"), line: section.line,
                problem: "network '\(name)' would send \(secret) in plain text to \(host): set tls: true "
                    + "(or allow_plaintext: true on this network if every hop to the server is yours)")
        }
        let channels = try (section.strings("channels") ?? []).enumerated().map {
            (index, entry) throws(ConfigurationError) in
            try channelJoin(entry, key: "\(section.keyPath("channels"))[\(index)]")
        }
        let clientCert = try section.string("client_cert")
        let clientKey = try section.string("client_key")
        if (clientCert == nil) != (clientKey == nil) {
            throw ConfigurationError(
                key: section.keyPath(clientCert == nil ? "client_cert" : "client_key"),
                problem: "client_cert and client_key go together")
        }
        if sasl?.mechanism == .external, clientCert == nil {
            throw ConfigurationError(
                key: section.keyPath("sasl.mechanism"), problem: "EXTERNAL needs client_cert and client_key")
        }
        let invite = try section.string("join_on_invite") ?? "admins"
        guard let joinOnInvite = IRCNetworkConfiguration.InvitePolicy(rawValue: invite) else {
            throw ConfigurationError(key: section.keyPath("join_on_invite"), problem: "must be admins or never")
        }
        let fallbackText = try section.string("account_fallback") ?? "none"
        guard let accountFallback = IRCNetworkConfiguration.AccountFallback(rawValue: fallbackText) else {
            throw ConfigurationError(key: section.keyPath("account_fallback"), problem: "must be none or hostmask")
        }
        // The defaults are the IRC client's own, written once there.
        let floodDefaults = IRCClientConfiguration.Flood()
        var floodBurst = floodDefaults.burst
        var floodInterval = Int(floodDefaults.refillInterval / .milliseconds(1))
        var maxLines = floodDefaults.maxLinesPerReply
        var floodPaced = true
        if case .scalar(let scalar)? = section.peek("flood") {
            // `flood: off`: the network exempts the bot (an InspIRCd bot class, Ergo, Solanum's
            // exemptions), so its own pacing would only slow replies down
            guard scalar.string == "off" else {
                throw ConfigurationError(key: section.keyPath("flood"), line: scalar.mark?.line,
                                         problem: "must be off, or a mapping of burst, interval_ms and max_lines_per_reply")
            }
            _ = section.node("flood")
            floodPaced = false
        } else if var flood = try section.section("flood") {
            floodBurst = try flood.int("burst", in: 1...100_000) ?? floodBurst
            floodInterval = try flood.int("interval_ms", in: 1...60_000) ?? floodInterval
            maxLines = try flood.int("max_lines_per_reply", in: 1...50) ?? maxLines
            try flood.rejectUnknownKeys()
        }
        let reconnectDefaults = IRCClientConfiguration.Reconnect()
        var reconnectMin = reconnectDefaults.minDelay / .seconds(1)
        var reconnectMax = reconnectDefaults.maxDelay / .seconds(1)
        if var reconnect = try section.section("reconnect") {
            reconnectMin = try reconnect.double("min_seconds", in: 0.1...3_600) ?? reconnectMin
            reconnectMax = try reconnect.double("max_seconds", in: 1...86_400) ?? reconnectMax
            try reconnect.rejectUnknownKeys()
        }
        var pingInterval = Int(IRCClientConfiguration.Ping.defaultInterval.components.seconds)
        var pingTimeout = Int(IRCClientConfiguration.Ping.defaultTimeout.components.seconds)
        if var ping = try section.section("ping") {
            pingInterval = try ping.int("interval_seconds", in: 5...3_600) ?? pingInterval
            pingTimeout = try ping.int("timeout_seconds", in: 5...3_600) ?? pingTimeout
            try ping.rejectUnknownKeys()
        }
        var limits = CommandLimitsReader.Limits()
        if let section = try section.section("limits") { limits = try CommandLimitsReader.read(section) }
        var network = IRCNetworkConfiguration(
            name: name, host: host, port: port, tls: tls, tlsVerify: tlsVerify,
            tlsServerName: try section.string("tls_server_name"),
            caFile: try section.string("ca_file"), clientCert: clientCert, clientKey: clientKey,
            nick: nick, altNicks: altNicks,
            username: try section.string("username") ?? "townhall",
            realname: try section.string("realname") ?? "Townhall civic bot",
            serverPassword: serverPassword, sasl: sasl, channels: channels,
            admins: try section.strings("admins") ?? [],
            joinOnInvite: joinOnInvite, accountFallback: accountFallback,
            floodBurst: floodBurst, floodIntervalMilliseconds: floodInterval, floodPaced: floodPaced, maxLinesPerReply: maxLines,
            reconnectMinSeconds: reconnectMin, reconnectMaxSeconds: max(reconnectMin, reconnectMax),
            pingIntervalSeconds: pingInterval, pingTimeoutSeconds: pingTimeout,
            stsFile: try section.string("sts_file"))
        network.commandLimits = limits.commands
        network.trackedStrangers = limits.trackedStrangers
        network.likeReactions = try section.likeReactions()
        try section.rejectUnknownKeys()
        return network
    }

    private static func isNickCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-_[]\\`^{}|".contains(character))
    }

    /// `channels: ["#civics", "#private secretkey"]`: a name, optionally a space and its key.
    private static func channelJoin(_ entry: String, key: String) throws(ConfigurationError)
        -> IRCNetworkConfiguration.ChannelJoin
    {
        let parts = entry.split(separator: " ", omittingEmptySubsequences: true)
        guard (1...2).contains(parts.count), let name = parts.first, let first = name.first,
              "#&+!".contains(first), !name.contains(","), !entry.contains(where: { $0.isNewline || $0 == "\0" })
        else {
            throw ConfigurationError(key: key, problem: "'\(entry)' should be a channel name, optionally followed by its key")
        }
        return .init(name: String(name), key: parts.count == 2 ? String(parts[1]) : nil)
    }

    private static func readSASL(_ section: inout YAMLSection, environment: [String: String])
        throws(ConfigurationError) -> IRCNetworkConfiguration.SASL?
    {
        guard var sasl = try section.section("sasl") else { return nil }
        let mechanismText = (try sasl.string("mechanism") ?? "PLAIN").uppercased()
        guard let mechanism = IRCNetworkConfiguration.SASLMechanism(rawValue: mechanismText) else {
            throw ConfigurationError(key: sasl.keyPath("mechanism"), problem: "must be PLAIN or EXTERNAL")
        }
        let account = try sasl.string("account")
        let password = try sasl.secret("password", environment: environment)
        if mechanism == .plain {
            if account == nil { throw ConfigurationError(key: sasl.keyPath("account"), problem: "is required for PLAIN") }
            if password == nil {
                throw ConfigurationError(key: sasl.keyPath("password"), problem: "is required for PLAIN (or password_env, or password_file)")
            }
        }
        let policyText = try sasl.string("on_failure") ?? "abort"
        guard let policy = IRCNetworkConfiguration.SASLFailurePolicy(rawValue: policyText) else {
            throw ConfigurationError(key: sasl.keyPath("on_failure"), problem: "must be abort or continue")
        }
        try sasl.rejectUnknownKeys()
        return .init(mechanism: mechanism, account: account, password: password, onFailure: policy)
    }
}
