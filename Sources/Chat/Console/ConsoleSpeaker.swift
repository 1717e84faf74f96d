/// Who is talking in the console, and where: changed with /as, /join, /dm, /op.
struct ConsoleSpeaker: Sendable, Hashable {
    var nick: String
    var account: String?
    var isOperator = false
    var place: ChatPlace = .direct

    var sender: ChatSender { ChatSender(nick: nick, account: account, isChannelOperator: isOperator) }

    var summary: String {
        let who = account == nil ? "\(nick) (no account)" : account == nick ? nick : "\(nick) (account \(account ?? ""))"
        let whereTo = place.channelName.map { "in \($0)" + (isOperator ? " as operator" : "") } ?? "in a DM with the bot"
        return "speaking as \(who), \(whereTo)"
    }

    var prompt: String { "\(nick)@\(place.channelName ?? "dm")> " }
}
