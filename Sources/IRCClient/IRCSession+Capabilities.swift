import IRCWire

/// CAP LS 302 / REQ / ACK / NAK / NEW / DEL and SASL.
extension IRCSession {
    mutating func handleCap(_ message: IRCMessage) -> [IRCSessionAction] {
        let p = message.parameters
        guard p.count >= 3 else { return [.log("malformed CAP line ignored: \(message.serialized())")] }
        let subcommand = p[1].uppercased()
        let more = p.count >= 4 && p[2] == "*"
        let list = p[p.count - 1].split(separator: " ").map(String.init)
        switch subcommand {
        case "LS", "NEW":
            for item in list {
                let parts = item.split(separator: "=", maxSplits: 1)
                offeredCaps[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
            }
            if subcommand == "LS" {
                // Later LS replies (after registration) only refresh what we know.
                guard !more, !capListComplete else { return [] }
                capListComplete = true
            }
            let sts = stsDecision()
            if sts.end != nil { return sts }
            let names = list.map { String($0.split(separator: "=", maxSplits: 1)[0]) }
            let candidates = subcommand == "LS" ? Array(offeredCaps.keys) : names
            return sts + request(candidates.filter(shouldRequest)) + advanceNegotiation()
        case "ACK":
            pendingCapRequests = max(0, pendingCapRequests - 1)
            for cap in list {
                if cap.hasPrefix("-") { enabledCaps.remove(String(cap.dropFirst())) } else { enabledCaps.insert(cap) }
            }
            return advanceNegotiation()
        case "NAK":
            pendingCapRequests = max(0, pendingCapRequests - 1)
            // A request is all-or-nothing; ask again one by one so one refusal costs only itself.
            if list.count > 1 { return request(list, separately: true) }
            return [.log("server refused capability \(list.joined(separator: " "))")] + advanceNegotiation()
        case "DEL":
            for cap in list {
                enabledCaps.remove(cap)
                offeredCaps[cap] = nil
            }
            return []
        default:
            return []
        }
    }

    private func shouldRequest(_ cap: String) -> Bool {
        guard Self.wantedCaps.contains(cap), !enabledCaps.contains(cap) else { return false }
        // Asking for sasl only makes sense when we are going to log in, and only before registration.
        if cap == "sasl" { return configuration.sasl != nil && phase == .negotiating }
        return true
    }

    private mutating func request(_ caps: [String], separately: Bool = false) -> [IRCSessionAction] {
        guard !caps.isEmpty else { return [] }
        let groups = separately ? caps.map { [$0] } : [caps.sorted()]
        pendingCapRequests += groups.count
        return groups.map { .send(IRCMessage(command: "CAP", parameters: ["REQ", $0.joined(separator: " ")])) }
    }

    /// STS (IRCv3): on plaintext, move to the TLS port now; on TLS, remember the policy.
    private func stsDecision() -> [IRCSessionAction] {
        guard let value = offeredCaps["sts"] else { return [] }
        var keys: [String: String] = [:]
        for pair in value.split(separator: ",") {
            let kv = pair.split(separator: "=", maxSplits: 1)
            if kv.count == 2 { keys[String(kv[0])] = String(kv[1]) }
        }
        if !usesTLS {
            guard let port = keys["port"].flatMap({ Int($0) }) else { return [] }
            return [.close(.upgradeToTLS(port: port))]
        }
        guard let seconds = keys["duration"].flatMap({ Int64($0) }) else { return [] }
        return [.rememberSTS(port: configuration.port, duration: .seconds(seconds))]
    }

    /// Ends capability negotiation when nothing is pending: first SASL (if configured), then CAP END.
    mutating func advanceNegotiation() -> [IRCSessionAction] {
        guard phase == .negotiating, capListComplete, pendingCapRequests == 0, !capEndSent else { return [] }
        if let settings = configuration.sasl, sasl == .idle {
            if let mechanisms = offeredCaps["sasl"], !mechanisms.isEmpty,
               !mechanisms.split(separator: ",").contains(Substring(settings.mechanism.name)) {
                return saslFailed("the server does not offer \(settings.mechanism.name) (only \(mechanisms))")
            }
            guard enabledCaps.contains("sasl") else { return saslUnavailable() }
            sasl = .awaitingContinuation
            return [.send(IRCMessage(command: "AUTHENTICATE", parameters: [settings.mechanism.name]))]
        }
        guard sasl != .awaitingContinuation, sasl != .sentPayload else { return [] }
        capEndSent = true
        phase = .registering
        return [.send(IRCMessage(command: "CAP", parameters: ["END"]))]
    }

    mutating func handleAuthenticate(_ message: IRCMessage) -> [IRCSessionAction] {
        // InspIRCd sends the continuation as a trailing parameter (`AUTHENTICATE :+`); the
        // parsed parameter is "+" either way.
        guard sasl == .awaitingContinuation, message.parameters.first == "+",
              let settings = configuration.sasl else { return [] }
        sasl = .sentPayload
        let payload: [UInt8]
        switch settings.mechanism {
        case let .plain(account, password): payload = SASLPayload.plain(account: account, password: password)
        case .external: payload = []
        }
        return SASLPayload.chunks(payload).map { .send(IRCMessage(command: "AUTHENTICATE", parameters: [$0])) }
    }

    mutating func handleSASLNumeric(_ message: IRCMessage) -> [IRCSessionAction] {
        let p = message.parameters
        let text = p.last ?? ""
        switch message.command {
        case "900":
            account = p.count >= 3 ? p[2] : account
            return account.map { [.emit(.loggedIn(account: $0))] } ?? []
        case "901":
            account = nil
            return []
        case "903", "907":
            guard sasl == .sentPayload || sasl == .awaitingContinuation else { return [] }
            sasl = .succeeded
            return advanceNegotiation()
        case "908":
            // The list of mechanisms; the 904 that follows decides.
            return [.log("server SASL mechanisms: \(p.count >= 2 ? p[1] : "")")]
        default: // 902 nick locked, 904 failed, 905 too long, 906 aborted
            guard sasl == .sentPayload || sasl == .awaitingContinuation else { return [] }
            return saslFailed("\(message.command) \(text)")
        }
    }

    /// No SASL on offer usually means services are down for a moment (InspIRCd offers the
    /// cap only while they are linked): with `.abort`, try again later instead of giving up.
    private mutating func saslUnavailable() -> [IRCSessionAction] {
        let reason = "the server does not offer SASL (services down?)"
        guard configuration.sasl?.onFailure == .abort else { return saslFailed(reason) }
        sasl = .failed
        return [.emit(.saslFailed(reason: reason)),
                .send(IRCMessage(command: "QUIT", parameters: ["no SASL, retrying later"])),
                .close(.reconnect(reason + "; retrying later"))]
    }

    /// One attempt only: a failure never starts another round.
    private mutating func saslFailed(_ reason: String) -> [IRCSessionAction] {
        sasl = .failed
        var actions: [IRCSessionAction] = [.emit(.saslFailed(reason: reason))]
        if configuration.sasl?.onFailure == .abort {
            actions.append(.send(IRCMessage(command: "QUIT", parameters: ["SASL login failed"])))
            actions.append(.close(.fatal(.saslFailed(reason))))
            return actions
        }
        actions.append(.log("SASL login failed (\(reason)); continuing without an account"))
        return actions + advanceNegotiation()
    }
}
