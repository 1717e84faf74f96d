import IRCWire
import NIOCore

/// 001, end of MOTD (bot mode, MONITOR, joins) and nick choice and recovery.
extension IRCSession {
    mutating func handleWelcome(_ message: IRCMessage, now: NIODeadline) -> [IRCSessionAction] {
        var actions: [IRCSessionAction] = []
        // A server without CAP registers us straight away: SASL never happened.
        if configuration.sasl != nil, sasl == .idle || sasl == .awaitingContinuation || sasl == .sentPayload {
            sasl = .failed
            actions.append(.emit(.saslFailed(reason: "the server registered us without SASL")))
            if configuration.sasl?.onFailure == .abort {
                return actions + [.send(IRCMessage(command: "QUIT", parameters: ["SASL login failed"])),
                                  .close(.fatal(.saslFailed("the server registered us without SASL")))]
            }
        }
        phase = .registered
        lastRegainAttempt = now
        replays.registered(serverTime: message[tag: "time"],
                           wallClock: wallClockAtStart + (now - connectedAt).nanoseconds / 1_000_000)
        if let nick = message.parameters.first, !nick.isEmpty { currentNick = nick }
        return actions + [.emit(.registered(nick: currentNick))]
    }

    mutating func handleEndOfMOTD(now: NIODeadline) -> [IRCSessionAction] {
        guard phase == .registered, !welcomed else { return [] }
        welcomed = true
        var actions: [IRCSessionAction] = []
        if configuration.setBotMode, let mode = isupport.botMode {
            actions.append(.send(IRCMessage(command: "MODE", parameters: [currentNick, "+\(mode)"])))
        }
        if !hasPreferredNick, isupport.raw["MONITOR"] != nil {
            monitoringPreferredNick = true
            actions.append(.send(IRCMessage(command: "MONITOR", parameters: ["+", configuration.nick])))
        }
        unansweredJoins = Set(wantedChannels.map { tracker.fold($0.name) })
        return actions + joinMessages(wantedChannels).map { .send($0) } + answeredJoin(nil)
    }

    /// Marks the JOIN of `channel` answered; emits `joinsAnswered` when it was the last one
    /// (with nil, when none was awaited to begin with).
    mutating func answeredJoin(_ channel: String?) -> [IRCSessionAction] {
        guard var awaited = unansweredJoins else { return [] }
        if let channel { awaited.remove(tracker.fold(channel)) }
        guard awaited.isEmpty else {
            unansweredJoins = awaited
            return []
        }
        unansweredJoins = nil
        return [.emit(.joinsAnswered)]
    }

    /// JOIN lines for `channels`, keyed channels first (keys pair up by position), a few per line.
    func joinMessages(_ channels: [IRCClientConfiguration.ChannelToJoin]) -> [IRCMessage] {
        let ordered = channels.filter { $0.key != nil } + channels.filter { $0.key == nil }
        var messages: [IRCMessage] = []
        var start = 0
        while start < ordered.count {
            let group = ordered[start..<min(start + 5, ordered.count)]
            let keys = group.compactMap(\.key)
            var parameters = [group.map(\.name).joined(separator: ",")]
            if !keys.isEmpty { parameters.append(keys.joined(separator: ",")) }
            messages.append(IRCMessage(command: "JOIN", parameters: parameters))
            start += 5
        }
        return messages
    }

    /// The n-th nick to try: the preferred one, the alternates, then nick_1, nick_2 ...
    func nickCandidate(_ attempt: Int) -> String {
        let fixed = [configuration.nick] + configuration.altNicks
        if attempt < fixed.count { return fixed[attempt] }
        let suffix = "_\(attempt - fixed.count + 1)"
        let limit = isupport.nickLength ?? 30
        return String(configuration.nick.prefix(max(1, limit - suffix.count))) + suffix
    }

    mutating func handleNickRejected(_ message: IRCMessage) -> [IRCSessionAction] {
        // After registration this is only the answer to a regain attempt: keep the nick we have.
        guard phase != .registered else { return [] }
        nickAttempt += 1
        guard nickAttempt < 50 else {
            return [.close(.reconnect("the server refused every nick we tried"))]
        }
        currentNick = nickCandidate(nickAttempt)
        return [.log("nick \(message.parameters.dropFirst().first ?? "?") refused (\(message.command)); trying \(currentNick)"),
                .send(IRCMessage(command: "NICK", parameters: [currentNick]))]
    }

    mutating func regainNick(now: NIODeadline) -> [IRCSessionAction] {
        guard phase == .registered, !hasPreferredNick else { return [] }
        lastRegainAttempt = now
        return [.send(IRCMessage(command: "NICK", parameters: [configuration.nick]))]
    }

    /// Our own NICK change went through.
    mutating func becameNick(_ nick: String) -> [IRCSessionAction] {
        currentNick = nick
        var actions: [IRCSessionAction] = [.emit(.nickChanged(nick))]
        if hasPreferredNick, monitoringPreferredNick {
            monitoringPreferredNick = false
            actions.append(.send(IRCMessage(command: "MONITOR", parameters: ["-", configuration.nick])))
        }
        return actions
    }
}
