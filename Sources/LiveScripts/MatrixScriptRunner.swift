import Chat
import Foundation
import MatrixClient

/// Plays a conversation script against a RUNNING bot on a Matrix homeserver, as
/// `IRCScriptRunner` does on IRC: each speaker is a real Matrix user (local part = its account,
/// password from the credentials file) with a new DM room with the bot; each script channel
/// (`#civics`) is the room of alias `#civics:SERVER`, made public when missing, which every
/// speaker joins and the bot is invited to (it must accept: `join_on_invite`, or list the room
/// in its `rooms`). The bot's lines are read back in the script's terms (`MatrixLiveNames`), so
/// the same script text holds on IRC and Matrix.
///
/// Every Matrix user has an account, so a `noaccount` speaker cannot be played here: with
/// `untilClock` such turns before any other are skipped and a later one stops the play
/// (`LivePlan`), otherwise the script is refused.
public struct MatrixScriptRunner: Sendable {
    public var homeserver: String
    public var caFile: String?
    /// The bot's user id, or its local part on the speakers' homeserver.
    public var bot: String
    /// Account (local part) → password.
    public var credentials: [String: String]
    public var replyTimeout: Duration
    /// Play a script that moves the clock up to its first move, instead of refusing it.
    public var untilClock: Bool
    /// The bot's command prefix in rooms, for the sentinel `!ping` after a channel turn.
    public var prefix: String
    /// Turns (by script line) a live bot cannot show, with why; no later turn may read what
    /// they did (`LivePlan.make`).
    public var skippedTurns: [Int: String] = [:]
    /// Starts each speaker's end-to-end client, which opens its DM and sentinel room encrypted
    /// (`MatrixEncryptedClient`); nil opens them plain. Script channels stay plain either way.
    package var encryptedClients: MatrixEncryptedClientStarter?

    public init(homeserver: String, caFile: String? = nil, bot: String, credentials: [String: String],
                replyTimeout: Duration = .seconds(20), untilClock: Bool = false, prefix: String = "!") {
        self.homeserver = homeserver
        self.caFile = caFile
        self.bot = bot
        self.credentials = credentials
        self.replyTimeout = replyTimeout
        self.untilClock = untilClock
        self.prefix = prefix
    }

    public func play(_ script: ConversationScript) async -> ScriptResult {
        let plan: LivePlan
        // every Matrix user has an account: with untilClock, a noaccount turn ends the play like a clock move
        switch LivePlan.make(script, untilClock: untilClock, grantsOperators: true, untilNoAccount: untilClock,
                             skipping: skippedTurns) {
        case .success(let made): plan = made
        case .failure(let refusal): return ScriptResult(path: script.path, title: script.title, turnsPlayed: 0, failure: refusal)
        }
        let operators: [String: (ops: Set<String>, others: Set<String>)]
        switch plan.operators() {
        case .success(let found): operators = found
        case .failure(let conflict): return plan.failed(script, conflict.line, conflict.message)
        }
        var accounts: [String: (nick: String, password: String)] = [:]
        for turn in plan.turns {
            let speaker = turn.speaker
            guard let account = speaker.account else {
                return plan.failed(script, turn.line, "\(speaker.nick) speaks without an account (noaccount): every Matrix user has one, so this script cannot be played on Matrix")
            }
            if let other = accounts[account], other.nick != speaker.nick {
                return plan.failed(script, turn.line, "\(other.nick) and \(speaker.nick) share the account \(account): on Matrix both would be one user")
            }
            guard let password = credentials[account] else {
                return plan.failed(script, 0, "no password for account \(account) in the credentials file")
            }
            accounts[account] = (speaker.nick, password)
        }
        var speakers: [MatrixLiveSpeaker] = []
        let result: ScriptResult
        do {
            speakers = try await logIn(accounts)
            try await setUpRooms(plan, speakers: speakers, operators: operators,
                                 passwords: accounts.mapValues(\.password))
            let voices: [String: any LiveVoice] = Dictionary(uniqueKeysWithValues: speakers.map { ($0.nick, $0) })
            result = await plan.play(script, voices: voices, botNick: bot, timeout: replyTimeout)
        } catch {
            result = plan.failed(script, 0, "could not bring the speakers online: \(error)")
        }
        for speaker in speakers { await speaker.stop() }
        return result
    }

    private func logIn(_ accounts: [String: (nick: String, password: String)]) async throws -> [MatrixLiveSpeaker] {
        // every speaker's user id is known before any of them listens: the names need them all
        let names = try await botNames(anyAccount: accounts.first)
        return try await withThrowingTaskGroup(of: MatrixLiveSpeaker.self) { group in
            for (account, speaker) in accounts {
                group.addTask {
                    try await MatrixLiveSpeaker.start(nick: speaker.nick, account: account, password: speaker.password,
                                                      homeserver: homeserver, caFile: caFile, names: names, prefix: prefix)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// The names of this play, with the bot's full user id: given, or its local part on the
    /// homeserver's server name (asked of the homeserver through one speaker's login).
    private func botNames(anyAccount: (key: String, value: (nick: String, password: String))?) async throws -> MatrixLiveNames {
        if bot.hasPrefix("@") { return MatrixLiveNames(bot: bot) }
        guard let (account, speaker) = anyAccount else { return MatrixLiveNames(bot: bot) }
        let probe = try await MatrixLiveSpeaker.start(nick: speaker.nick, account: account, password: speaker.password,
                                                      homeserver: homeserver, caFile: caFile,
                                                      names: MatrixLiveNames(bot: bot), prefix: prefix)
        await probe.stop()
        return MatrixLiveNames(bot: "@\(bot):\(MatrixUserID.serverName(of: probe.userID))")
    }

    /// A new DM and sentinel room with the bot for each speaker, and the script's channels;
    /// returns once the bot is in all of them.
    private func setUpRooms(_ plan: LivePlan, speakers: [MatrixLiveSpeaker],
                            operators: [String: (ops: Set<String>, others: Set<String>)],
                            passwords: [String: String]) async throws {
        guard let first = speakers.first else { return }
        let names = first.names
        let server = MatrixUserID.serverName(of: first.userID)
        var rooms: [(channel: String, room: String)] = []
        var creators: [String: MatrixLiveSpeaker] = [:]
        for channel in Set(plan.turns.compactMap(\.place.channelName)).sorted() {
            // a channel with operators is made by one of them: its creator ranks highest
            let creator = speakers.first { operators[channel]?.ops.contains($0.nick) ?? false } ?? first
            let room = try await creator.ensureRoom(alias: "\(channel):\(server)")
            creators[channel] = creator
            names.setRoom(room, for: channel)
            rooms.append((channel, room))
        }
        let roomIDs = rooms.map(\.room)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for speaker in speakers {
                group.addTask {
                    if let encryptedClients {
                        try await speaker.openEncryptedRooms(password: passwords[speaker.account] ?? "", start: encryptedClients)
                    } else {
                        try await speaker.openDirectRoom()
                        try await speaker.openSentinelRoom()
                    }
                    for room in roomIDs { try await speaker.join(room) }
                }
            }
            try await group.waitForAll()
        }
        for (channel, room) in rooms {
            if let wanted = operators[channel] { try await grant(wanted, in: room, channel: channel, speakers: speakers) }
        }
        // a public room may let only its moderators invite: its creator first, then anyone who can
        for (channel, room) in rooms {
            for speaker in [creators[channel] ?? first] + speakers where await speaker.inviteBot(to: room) { break }
        }
        for speaker in speakers {
            let wanted = Set(rooms.map(\.room) + [speaker.directRoomID, speaker.sentinelRoomID].compactMap { $0 })
            let described = rooms.map { "\($0.channel) (\($0.room))" } + ["\(speaker.nick)'s DM", speaker.sentinelChannel]
            try await speaker.inbox.wait(for: "\(names.bot) to join \(described.joined(separator: ", ")) — it must accept invites (join_on_invite, dm_invites) or have the rooms in its config",
                                         timeout: replyTimeout) { wanted.isSubset(of: $0.botRooms) }
        }
    }

    /// Makes the script's operators of a channel operators of its room (power level 50, what
    /// the bot counts as one) and the channel's other speakers not, before the bot joins it:
    /// set by whichever speaker ranks high enough (the room's creator).
    private func grant(_ wanted: (ops: Set<String>, others: Set<String>), in room: String, channel: String,
                       speakers: [MatrixLiveSpeaker]) async throws {
        var changes: [String: Int] = [:]
        for speaker in speakers {
            let level = try await speaker.powerLevel(of: speaker.userID, in: room)
            if wanted.ops.contains(speaker.nick), level < Self.operatorLevel { changes[speaker.userID] = Self.operatorLevel }
            if wanted.others.contains(speaker.nick), level >= Self.operatorLevel { changes[speaker.userID] = 0 }
        }
        guard !changes.isEmpty else { return }
        for speaker in speakers {
            if try await speaker.setPowerLevels(changes, in: room) { return }
        }
        throw MatrixError(.malformed("no speaker may set the power levels of \(channel) (\(room)), to make \(wanted.ops.sorted().joined(separator: ", ")) its operators and no one else"))
    }

    /// The power level from which the bot counts someone as a channel operator.
    static let operatorLevel = MatrixSession.operatorLevel
}
