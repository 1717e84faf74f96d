import IRCWire
import NIOCore

/// Membership, prefixes and services accounts of the people around the bot.
extension IRCSession {
    mutating func handleTracking(_ message: IRCMessage, now: NIODeadline) -> [IRCSessionAction] {
        let p = message.parameters
        let source = message.source.map(IRCSource.init(parsing:))
        switch message.uppercasedCommand {
        case "PRIVMSG": return handlePrivmsg(message, from: source, now: now)
        case "NOTICE": return handleNotice(message, from: source)
        case "TAGMSG": return handleTagmsg(message, from: source)
        case "INVITE": return handleInvite(message, from: source)
        case "BATCH": return handleBatch(message)
        case "JOIN":
            guard let source, let channel = p.first else { return [] }
            return handleJoin(source, channel: channel, message: message)
        case "PART":
            guard let source, let channel = p.first else { return [] }
            if isMe(source.nick) {
                // left on purpose: not joined again after a reconnect
                wantedChannels.removeAll { isupport.caseMapping.equal($0.name, channel) }
                tracker.leave(channel: channel)
                return [.emit(.parted(channel: channel))]
            }
            tracker.part(source.nick, channel: channel)
        case "KICK":
            guard p.count >= 2 else { return [] }
            if isMe(p[1]) {
                tracker.leave(channel: p[0])
                return [.emit(.kicked(channel: p[0], by: source?.nick ?? "", reason: p.count > 2 ? p[2] : ""))]
            }
            tracker.part(p[1], channel: p[0])
        case "QUIT":
            guard let source else { return [] }
            tracker.quit(source.nick)
            let quit = IRCSessionAction.emit(.userQuit(nick: source.nick, reason: p.first ?? ""))
            if isupport.caseMapping.equal(source.nick, configuration.nick) { return [quit] + regainNick(now: now) }
            return [quit]
        case "NICK":
            guard let source, let new = p.first else { return [] }
            tracker.rename(source.nick, to: new)
            if isMe(source.nick) { return becameNick(new) }
            if isupport.caseMapping.equal(source.nick, configuration.nick) { return regainNick(now: now) }
            return seen(new)
        case "730": // RPL_MONONLINE: ask who they are logged in as
            return monitoredOnline(p)
        case "731": // RPL_MONOFFLINE
            return monitoredOffline(p, now: now)
        case "ACCOUNT":
            guard let source, let account = p.first else { return [] }
            tracker.see(source, account: .some(account == "*" ? nil : account))
            return seen(source.nick)
        case "CHGHOST":
            guard let source, p.count >= 2 else { return [] }
            tracker.see(IRCSource(nick: source.nick, user: p[0], host: p[1]))
            if isMe(source.nick) { (selfUser, selfHost) = (p[0], p[1]) }
        case "MODE":
            if p.count >= 2, isupport.isChannel(p[0]) { applyChannelModes(p) }
        case "353": applyNames(p)
        case "354": return applyWhox(p)
        default:
            break
        }
        return []
    }

    private mutating func handleJoin(_ source: IRCSource, channel: String, message: IRCMessage) -> [IRCSessionAction] {
        let p = message.parameters
        if isMe(source.nick) {
            if let user = source.user { selfUser = user }
            if let host = source.host { selfHost = host }
            tracker.leave(channel: channel) // a fresh NAMES list follows
            tracker.join(source.nick, channel: channel)
            tracker.see(source, account: .some(account))
            // a channel joined while connected (`IRCClient.join`) is joined again after a reconnect
            if !wantedChannels.contains(where: { isupport.caseMapping.equal($0.name, channel) }) {
                wantedChannels.append(.init(channel))
            }
            var actions: [IRCSessionAction] = [.emit(.joined(channel: channel))]
            // WHOX fills in the accounts of the members already there.
            if isupport.raw["WHOX"] != nil {
                actions.append(.send(Self.whoxQuery(channel)))
            }
            return actions + answeredJoin(channel)
        }
        if enabledCaps.contains("extended-join"), p.count >= 2 {
            tracker.see(source, account: .some(p[1] == "*" ? nil : p[1]))
        } else {
            tracker.see(source, account: accountFromTag(message))
        }
        tracker.join(source.nick, channel: channel)
        return seen(source.nick)
    }

    /// `userSeen` for `nick` when the tracker knows their account.
    func seen(_ nick: String) -> [IRCSessionAction] {
        guard let user = tracker.user(nick), let account = user.account else { return [] }
        return [.emit(.userSeen(nick: user.nick, account: account))]
    }

    /// `730 me :nick!user@host,...`: WHOX tells us their accounts (answered in `applyWhox`).
    private func monitoredOnline(_ p: [String]) -> [IRCSessionAction] {
        guard isupport.raw["WHOX"] != nil else { return [] }
        return Self.monitorList(p).filter { !isMe($0) && !isupport.caseMapping.equal($0, configuration.nick) }
            .map { .send(Self.whoxQuery($0)) }
    }

    /// `731 me :nick,...`: gone. Forget them unless they share a channel with us, so a later
    /// holder of the nick is never taken for them; and try to regain our own nick if it is free.
    private mutating func monitoredOffline(_ p: [String], now: NIODeadline) -> [IRCSessionAction] {
        var actions: [IRCSessionAction] = []
        for nick in Self.monitorList(p) {
            if isupport.caseMapping.equal(nick, configuration.nick) {
                actions += regainNick(now: now)
            } else if !tracker.sharesChannel(nick) {
                tracker.quit(nick)
                actions.append(.emit(.userGone(nick: nick)))
            }
        }
        return actions
    }

    private static func monitorList(_ p: [String]) -> [String] {
        (p.last ?? "").split(separator: ",").map { IRCSource(parsing: String($0)).nick }
    }

    /// `.some(nil)` when account-tag is on and the tag is absent (the sender is logged out).
    func accountFromTag(_ message: IRCMessage) -> String?? {
        if let tag = message[tag: "account"] { return .some(tag) }
        return enabledCaps.contains("account-tag") ? .some(nil) : .none
    }

    /// NAMES: "@+nick" or, with userhost-in-names, "@nick!user@host"; several prefixes with multi-prefix.
    private mutating func applyNames(_ p: [String]) {
        guard p.count >= 4 else { return }
        let channel = p[2]
        for entry in p[3].split(separator: " ") {
            let symbols = entry.prefix { isupport.mode(forPrefixSymbol: $0) != nil }
            let modes = Set(symbols.compactMap { isupport.mode(forPrefixSymbol: $0) })
            let source = IRCSource(parsing: String(entry.dropFirst(symbols.count)))
            guard !source.nick.isEmpty else { continue }
            tracker.see(source)
            tracker.join(source.nick, channel: channel)
            tracker.setModes(modes, of: source.nick, in: channel)
        }
    }

    /// `354 me token channel user host nick flags account` (fields in WHOX's fixed order).
    private mutating func applyWhox(_ p: [String]) -> [IRCSessionAction] {
        guard p.count >= 8, p[1] == Self.whoxToken else { return [] }
        let (channel, nick, flags, account) = (p[2], p[5], p[6], p[7])
        tracker.see(IRCSource(nick: nick, user: p[3], host: p[4]), account: .some(account == "0" ? nil : account))
        if isMe(nick) { (selfUser, selfHost) = (p[3], p[4]) }
        if tracker.channel(channel) != nil {
            tracker.join(nick, channel: channel)
            tracker.setModes(Set(flags.compactMap { isupport.mode(forPrefixSymbol: $0) }), of: nick, in: channel)
        }
        return isMe(nick) ? [] : seen(nick)
    }

    /// Walks a channel MODE change, consuming arguments the way CHANMODES and PREFIX say.
    private mutating func applyChannelModes(_ p: [String]) {
        let channel = p[0]
        let prefixModes = Set(isupport.prefixes.map(\.mode))
        let modes = isupport.chanModes
        var arguments = p.dropFirst(2).makeIterator()
        var adding = true
        for letter in p[1] {
            switch letter {
            case "+": adding = true
            case "-": adding = false
            case _ where prefixModes.contains(letter):
                if let nick = arguments.next() { tracker.changeMode(letter, adding: adding, of: nick, in: channel) }
            case _ where modes.a.contains(letter) || modes.b.contains(letter):
                _ = arguments.next()
            case _ where modes.c.contains(letter):
                if adding { _ = arguments.next() }
            default:
                break
            }
        }
    }
}
