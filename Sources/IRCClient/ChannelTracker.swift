import IRCWire

/// Who is where, with which channel prefixes, and logged in as which services account.
/// Keys are nicks and channel names folded with the server's CASEMAPPING.
struct ChannelTracker: Sendable, Hashable {
    struct User: Sendable, Hashable {
        var nick: String
        var user: String?
        var host: String?
        var account: String?
    }
    struct Channel: Sendable, Hashable {
        var name: String
        /// folded nick -> prefix mode letters ("o", "v"...)
        var members: [String: Set<Character>] = [:]
    }

    var caseMapping: IRCCaseMapping = .rfc1459
    private(set) var users: [String: User] = [:]
    private(set) var channels: [String: Channel] = [:]
    /// Folded nicks first heard from outside any shared channel (DMs), oldest first. Nobody
    /// tells us when they leave, so only the newest `strangerLimit` are remembered: a thousand
    /// nicks writing once each must not grow the tracker for ever.
    private(set) var strangers: [String] = []
    var strangerLimit = 2_000 // IRCClientConfiguration.trackedStrangers sets it per connection

    func fold(_ name: String) -> String { caseMapping.lowercase(name) }

    func user(_ nick: String) -> User? { users[fold(nick)] }
    func channel(_ name: String) -> Channel? { channels[fold(name)] }
    func account(of nick: String) -> String? { users[fold(nick)]?.account }

    func modes(of nick: String, in channel: String) -> Set<Character> {
        channels[fold(channel)]?.members[fold(nick)] ?? []
    }

    /// Re-keys everything after CASEMAPPING changed (it arrives in 005, after the first JOIN is possible).
    mutating func setCaseMapping(_ mapping: IRCCaseMapping) {
        guard mapping != caseMapping else { return }
        caseMapping = mapping
        users = Dictionary(users.values.map { (fold($0.nick), $0) }, uniquingKeysWith: { a, _ in a })
        channels = Dictionary(channels.values.map { channel in
            var copy = channel
            copy.members = Dictionary(channel.members.map { (fold($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
            return (fold(channel.name), copy)
        }, uniquingKeysWith: { a, _ in a })
    }

    /// Records what a message source tells us; `account` is `.some(nil)` when known logged out.
    /// Returns the user as now recorded.
    @discardableResult
    mutating func see(_ source: IRCSource, account: String?? = .none) -> User {
        let key = fold(source.nick)
        let known = users[key]
        if known == nil, !sharesChannel(source.nick) { remember(stranger: key) }
        var entry = known ?? User(nick: source.nick)
        entry.nick = source.nick
        if let user = source.user { entry.user = user }
        if let host = source.host { entry.host = host }
        if case .some(let known) = account { entry.account = known }
        // Someone speaking again usually changes nothing, and then nothing is written: the
        // snapshot published after every line shares this dictionary's storage, so a write
        // would copy the whole dictionary, every user, on every message.
        if entry != known { users[key] = entry }
        return entry
    }

    mutating func setAccount(_ account: String?, of nick: String) {
        let key = fold(nick)
        users[key]?.account = account
    }

    mutating func join(_ nick: String, channel name: String, modes: Set<Character> = []) {
        let key = fold(name)
        var channel = channels[key] ?? Channel(name: name)
        channel.members[fold(nick), default: []].formUnion(modes)
        channels[key] = channel
        let userKey = fold(nick)
        if users[userKey] == nil { users[userKey] = User(nick: nick) }
    }

    mutating func setModes(_ modes: Set<Character>, of nick: String, in channel: String) {
        let (c, n) = (fold(channel), fold(nick))
        channels[c]?.members[n] = modes
    }

    mutating func changeMode(_ mode: Character, adding: Bool, of nick: String, in channel: String) {
        let c = fold(channel), n = fold(nick)
        guard channels[c]?.members[n] != nil else { return }
        if adding {
            channels[c]?.members[n]?.insert(mode)
        } else {
            channels[c]?.members[n]?.remove(mode)
        }
    }

    mutating func part(_ nick: String, channel name: String) {
        let (c, n) = (fold(name), fold(nick))
        channels[c]?.members[n] = nil
        forgetIfAlone(nick)
    }

    /// The bot itself left: forget the channel and everyone seen only there.
    mutating func leave(channel name: String) {
        guard let channel = channels.removeValue(forKey: fold(name)) else { return }
        for nick in channel.members.keys { forgetIfAlone(nick) }
    }

    mutating func quit(_ nick: String) {
        let key = fold(nick)
        for name in channels.keys { channels[name]?.members[key] = nil }
        users[key] = nil
    }

    mutating func rename(_ old: String, to new: String) {
        let oldKey = fold(old), newKey = fold(new)
        if var entry = users.removeValue(forKey: oldKey) {
            entry.nick = new
            users[newKey] = entry
        }
        for name in channels.keys {
            if let modes = channels[name]?.members.removeValue(forKey: oldKey) {
                channels[name]?.members[newKey] = modes
            }
        }
    }

    /// Whether `nick` sits in a channel with the bot (their QUIT and NICK then reach us).
    func sharesChannel(_ nick: String) -> Bool {
        let key = fold(nick)
        return channels.values.contains { $0.members[key] != nil }
    }

    mutating func removeAll() {
        users.removeAll()
        channels.removeAll()
        strangers.removeAll()
    }

    /// Adds a stranger, forgetting the oldest ones past the limit (unless they joined us since).
    private mutating func remember(stranger key: String) {
        strangers.append(key)
        guard strangers.count > strangerLimit else { return }
        let excess = strangers.count - strangerLimit
        for old in strangers.prefix(excess) where users[old] != nil && !sharesChannel(old) {
            users[old] = nil
        }
        strangers.removeFirst(excess)
    }

    private mutating func forgetIfAlone(_ nick: String) {
        let key = fold(nick)
        if !sharesChannel(nick) { users[key] = nil }
    }
}
