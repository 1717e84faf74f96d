import IRCWire
import NIOCore

/// PRIVMSG (with CTCP), NOTICE, BATCH and INVITE. A PRIVMSG or NOTICE replayed from history
/// (`HistoryReplayFilter`) is dropped before anything else: not tracked, answered nor reported.
/// Each takes the message's source as the caller already parsed it (nil when the message has
/// none), so a line's source is split only once.
extension IRCSession {
    mutating func handlePrivmsg(_ message: IRCMessage, from source: IRCSource?, now: NIODeadline) -> [IRCSessionAction] {
        let p = message.parameters
        guard let source, p.count >= 2, !replays.isReplay(message) else { return [] }
        let (target, text) = (p[0], p[1])
        let isBot = message[tag: "bot"] != nil || message[tag: "draft/bot"] != nil
        if isMe(source.nick) { return echoed(message) }
        let sender = tracker.see(source, account: accountFromTag(message))
        if text.hasPrefix("\u{1}") { return answerCTCP(text, from: source.nick, isBot: isBot, now: now) }
        if isBot, configuration.ignoreBots { return [] }
        let incoming = IRCIncomingMessage(
            nick: source.nick, user: source.user, host: source.host,
            account: sender.account, target: target,
            isDirect: !isupport.isChannel(target), text: text, tags: message.tags, isBot: isBot)
        return [.emit(.privmsg(incoming))]
    }

    /// A notice from someone with a nick (a server's has none); CTCP replies are left out.
    mutating func handleNotice(_ message: IRCMessage, from source: IRCSource?) -> [IRCSessionAction] {
        let p = message.parameters
        guard let source, p.count >= 2, !replays.isReplay(message) else { return [] }
        if isMe(source.nick) { return echoed(message) }
        guard source.user != nil || source.host != nil, !p[1].hasPrefix("\u{1}") else { return [] }
        tracker.see(source, account: accountFromTag(message))
        let isBot = message[tag: "bot"] != nil || message[tag: "draft/bot"] != nil
        let incoming = IRCIncomingMessage(
            nick: source.nick, user: source.user, host: source.host,
            account: tracker.account(of: source.nick), target: p[0],
            isDirect: !isupport.isChannel(p[0]), text: p[1], tags: message.tags, isBot: isBot)
        return [.emit(.notice(incoming))]
    }

    /// The bot's own line as the server echoed it, when it carries a `msgid`.
    private func echoed(_ message: IRCMessage) -> [IRCSessionAction] {
        guard let messageID = message[tag: "msgid"], !messageID.isEmpty else { return [] }
        return [.emit(.echoed(target: message.parameters[0], text: message.parameters[1], messageID: messageID))]
    }

    /// A TAGMSG carrying a reaction (`+draft/react`) to a message (`+draft/reply`); any other
    /// TAGMSG (typing notices) is nothing to the bot.
    mutating func handleTagmsg(_ message: IRCMessage, from source: IRCSource?) -> [IRCSessionAction] {
        guard let source, let target = message.parameters.first, !isMe(source.nick), !replays.isReplay(message),
              let key = message[tag: "+draft/react"], let messageID = message[tag: "+draft/reply"] else { return [] }
        let sender = tracker.see(source, account: accountFromTag(message))
        return [.emit(.reacted(IRCIncomingReaction(nick: source.nick, user: source.user, host: source.host, account: sender.account, target: target,
                                                   isDirect: !isupport.isChannel(target), key: key, messageID: messageID)))]
    }

    /// VERSION and PING are answered by NOTICE (never PRIVMSG, so two bots cannot loop), at most
    /// `ctcpBurst` at once and one every `ctcpRefill` after that, whoever asks; the rest are counted.
    private mutating func answerCTCP(_ text: String, from nick: String, isBot: Bool, now: NIODeadline) -> [IRCSessionAction] {
        guard !isBot else { return [] }
        let body = text.dropFirst().prefix { $0 != "\u{1}" }
        let command = body.prefix { $0 != " " }.uppercased()
        let argument = body.drop { $0 != " " }.dropFirst()
        let reply: String
        switch command {
        case "VERSION": reply = "VERSION \(configuration.versionReply)"
        case "PING": reply = "PING \(argument)"
        default: return []
        }
        guard admitCTCPReply(now: now) else { return [] }
        let notice = IRCMessage(command: "NOTICE", parameters: [nick, "\u{1}\(reply)\u{1}"])
        return [.sendFair(notice, key: "ctcp:" + tracker.fold(nick))]
    }

    /// `BATCH +ref type …` opens a batch (inside the one its `batch` tag names), `BATCH -ref`
    /// closes it: the replay filter needs to know which lines sit in a history batch.
    mutating func handleBatch(_ message: IRCMessage) -> [IRCSessionAction] {
        guard let reference = message.parameters.first, reference.utf8.count > 1 else { return [] }
        let name = String(reference.dropFirst())
        switch reference.first {
        case "+":
            let type = message.parameters.count > 1 ? message.parameters[1] : ""
            replays.open(name, type: type, in: message[tag: "batch"])
            return []
        case "-":
            return replays.close(name).map { [.log($0)] } ?? []
        default:
            return []
        }
    }

    /// Joins only when the inviter's services account is on the allowed list.
    mutating func handleInvite(_ message: IRCMessage, from inviter: IRCSource?) -> [IRCSessionAction] {
        let p = message.parameters
        guard let inviter, p.count >= 2, isMe(p[0]) else { return [] }
        tracker.see(inviter, account: accountFromTag(message))
        let account = tracker.account(of: inviter.nick)
        let allowed = invites.current
        let accepted = account.map { a in allowed.contains { isupport.caseMapping.equal($0, a) } } ?? false
        var actions: [IRCSessionAction] = [.emit(.invited(channel: p[1], by: inviter.nick, account: account, accepted: accepted))]
        if accepted {
            if !wantedChannels.contains(where: { isupport.caseMapping.equal($0.name, p[1]) }) {
                wantedChannels.append(.init(p[1]))
            }
            actions.append(.send(IRCMessage(command: "JOIN", parameters: [p[1]])))
        }
        return actions
    }
}
