import Chat
import IRCClient

/// What a live speaker has seen, and a way to wait for a condition on it (with a timeout,
/// never a fixed sleep).
package actor LiveInbox {
    package struct State {
        package var registered = false
        package var loggedIn = false
        package var joined: Set<String> = []
        /// The bot's lines, as replies addressed to this speaker's DM or to a channel.
        package var lines: [ChatReply] = []
        /// The `msgid` of each of `lines` that came with one (IRC with message-tags), by its
        /// place in `lines`: what a reaction to that line names.
        package var messageIDs: [Int: String] = [:]
        /// The bot's notices ("busy — I'll answer in a moment"), kept apart from its replies.
        package var notices: [ChatReply] = []
        /// Rooms the bot is seen to be in (Matrix).
        package var botRooms: Set<String> = []
        /// What the bot said as it left the network (its QUIT message), once it has.
        package var botQuit: String?
    }

    package struct Timeout: Error, CustomStringConvertible {
        var what: String
        package var description: String { "timed out waiting for \(what)" }
    }

    package private(set) var state = State()
    private let nick: String
    /// Every nick whose lines count as the bot's, lowercased: more than one where several bot
    /// processes serve one network and an alert or a feed post may come from any of them.
    private let botNicks: Set<String>
    private var waiters: [Int: (predicate: (State) -> Bool, continuation: CheckedContinuation<Void, any Error>)] = [:]
    private var nextWaiter = 0

    package init(nick: String, botNick: String, otherBots: [String] = []) {
        self.nick = nick
        botNicks = Set(([botNick] + otherBots).map { $0.lowercased() })
    }

    func record(_ event: IRCClientEvent) {
        switch event {
        case .registered:
            state.registered = true
        case .loggedIn:
            state.loggedIn = true
        case .joined(let channel):
            state.joined.insert(channel)
        case .privmsg(let message) where botNicks.contains(message.nick.lowercased()):
            let destination: ChatReply.Destination = message.isDirect ? .direct(nick: nick) : .channel(message.target)
            if let messageID = message.tags.last(where: { $0.key == "msgid" })?.value { state.messageIDs[state.lines.count] = messageID }
            state.lines.append(ChatReply(destination: destination, text: message.text))
        case let .userQuit(quitter, reason) where botNicks.contains(quitter.lowercased()):
            state.botQuit = reason
        case .notice(let message) where botNicks.contains(message.nick.lowercased()):
            let destination: ChatReply.Destination = message.isDirect ? .direct(nick: nick) : .channel(message.target)
            state.notices.append(ChatReply(destination: destination, text: message.text, isNotice: true))
        default:
            return
        }
        settle()
    }

    /// A line of the bot's, already placed (Matrix speakers read and normalise it themselves).
    package func record(_ reply: ChatReply) {
        state.lines.append(reply)
        settle()
    }

    /// Lines of the bot's seen together (one Matrix sync), taken in at once: a waiter that sees
    /// the last of them sees all of them, whatever order their rooms were listed in.
    package func record(_ replies: [ChatReply]) {
        guard !replies.isEmpty else { return }
        state.lines += replies
        settle()
    }

    package func record(botIn room: String) {
        state.botRooms.insert(room)
        settle()
    }

    private func settle() {
        for (id, waiter) in waiters where waiter.predicate(state) {
            waiters[id] = nil
            waiter.continuation.resume()
        }
    }

    /// Returns once `predicate` holds; throws `Timeout` after `timeout`.
    package func wait(for what: String, timeout: Duration, until predicate: @escaping @Sendable (State) -> Bool) async throws {
        if predicate(state) { return }
        let id = nextWaiter
        nextWaiter += 1
        let expiry = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            await self?.expire(id, what: what)
        }
        defer { expiry.cancel() }
        try await withCheckedThrowingContinuation { continuation in
            waiters[id] = (predicate, continuation)
        }
    }

    private func expire(_ id: Int, what: String) {
        waiters.removeValue(forKey: id)?.continuation.resume(throwing: Timeout(what: what))
    }
}
