import Chat
import Foundation
import Logging
import LoopExecutor
import MatrixClient
import MatrixCrypto
import MatrixEncryption
import Metrics
import ServiceLifecycle
import Storage

/// Connects one Matrix homeserver to the chat core. Each text message in a joined room becomes a
/// `ChatEvent` (a DM room — one held as a DM whose joined and invited members are just the bot
/// and the sender — is a direct conversation, any other room a channel named by its room id)
/// whose account is the sender's user id; the replies are posted as `m.notice`s with HTML
/// formatting, a command's answer in a room as a rich reply that mentions its person
/// (`MatrixReplyComposer`). The `/sync` position is stored only after every event of its batch was
/// handled (a command: run and its replies posted), so a restart of the bot or of the homeserver
/// neither loses nor repeats an event.
public final class MatrixChatBridge: ChatTransport {
    let session: MatrixSession
    let core: ChatCore
    let sightings: (any SightingListener)?
    let database: TownhallDatabase
    let configuration: MatrixNetworkConfiguration
    /// Who may bring the bot into rooms and DMs: `configuration`'s until `admin reload` says otherwise.
    let invites: MatrixInviteRules
    let logger: Logger
    let composer = MatrixReplyComposer(renderer: MatrixHTMLRenderer())
    /// Told after each sync whether it went through (readiness, metrics, sync lag).
    let connectionListener: (any ConnectionListener)?
    /// Told once the first sync of the run was handled: the rooms' state is read, the start is
    /// over (the memory trim then gives back what only the start used).
    let whenStartIsOver: (@Sendable () -> Void)?
    /// `townhall_replies_sent_total` (posted) and `townhall_replies_queued` (on their way to the
    /// homeserver) for this network, made once.
    let repliesSent: Counter
    let repliesQueued: Meter
    /// Which item a posted message shows, and which command a like of it runs.
    let reactionLikes: ReactionLikes
    /// The event loop the core and the homeserver's connections run on, preferred by the sync loop
    /// and its commands (nil: the default executors).
    let executor: EventLoopExecutor?

    /// What the bot says once in an encrypted room, when it has no keys (no `pickle_key_env`).
    static let encryptedRoomNotice = "This room is end-to-end encrypted, and Townhall cannot read encrypted messages yet: talk to me in an unencrypted room or DM."
    /// How people log in on Matrix (they already are) and write privately (a DM room with the
    /// bot's user ID), carried by every event.
    let conventions: ChatConventions

    static func conventions(botUserID: String) -> ChatConventions {
        ChatConventions(loginHint: "Your Matrix account is your Townhall account: write from the account you want to use.",
                        privateMessageForm: "a direct message to \(botUserID) saying {text}")
    }

    public init(session: MatrixSession, core: ChatCore, sightings: (any SightingListener)?, database: TownhallDatabase,
                configuration: MatrixNetworkConfiguration, invites: MatrixInviteRules? = nil, logger: Logger,
                connectionListener: (any ConnectionListener)? = nil, whenStartIsOver: (@Sendable () -> Void)? = nil,
                executor: EventLoopExecutor? = nil) {
        self.session = session
        self.executor = executor
        self.invites = invites ?? MatrixInviteRules(configuration)
        self.connectionListener = connectionListener
        self.whenStartIsOver = whenStartIsOver
        repliesSent = Counter(label: "townhall_replies_sent_total", dimensions: [("network", configuration.name)])
        repliesQueued = Meter(label: "townhall_replies_queued", dimensions: [("network", configuration.name)])
        self.core = core
        reactionLikes = ReactionLikes(registry: core.registry)
        self.sightings = sightings
        self.database = database
        self.configuration = configuration
        self.logger = logger
        conventions = Self.conventions(botUserID: configuration.userID)
    }

    var network: String { configuration.name }

    /// A push that answers no command (a quiz's hint, a round's end): as its own message.
    public func send(_ reply: ChatReply) async {
        await send([reply], answering: nil)
    }

    /// Posts `replies` as the composer groups them (one message per run of lines for one place
    /// and person), in their order; a message that cannot be posted is logged and the rest go on.
    /// False when the stop cut a message off (the task was cancelled: a graceful shutdown's grace
    /// ran out): the command it answers is then not done, and must not be recorded as handled.
    @discardableResult
    func send(_ replies: [ChatReply], answering command: MatrixReplyComposer.Command?) async -> Bool {
        // room → user → display name, read before composing (the session is an actor)
        var names: [String: [String: String]] = [:]
        var asked: Set<[String]> = []
        for reply in replies {
            guard let user = reply.addressee, case .channel(let roomID) = reply.destination,
                  asked.insert([roomID, user]).inserted else { continue }
            names[roomID, default: [:]][user] = await session.displayName(of: user, in: roomID)
        }
        let messages = composer.messages(for: replies, answering: command) { user, roomID in names[roomID]?[user] }
        repliesQueued.increment(by: Double(messages.count))
        var complete = true
        for message in messages {
            defer { repliesQueued.decrement() }
            do {
                let roomID = switch message.destination {
                case .channel(let roomID): roomID
                case .direct(let user): try await session.directRoom(for: user)
                }
                try await session.send(message.content, to: roomID, transactionID: try await session.newTransactionID())
                repliesSent.increment()
            } catch where Task.isCancelled {
                complete = false
                logger.warning("a reply was cut off by the stop; its command runs again at the next start",
                               metadata: ["destination": "\(message.destination)"])
            } catch {
                logger.error("a reply was not posted: \(error)", metadata: ["destination": "\(message.destination)"])
            }
        }
        return complete
    }

    /// Rooms' events and the bot's `m.direct`; no presence, no typing, no receipts. Members are
    /// not lazy-loaded: a sync whose timeline has a gap must still show everyone invited in it,
    /// or a DM that gained a third person would pass for a DM.
    /// Of the rooms' state, only the types the batch reads (`MatrixSyncBatch.stateTypesRead`).
    static let filter = #"{"presence":{"not_types":["*"]},"account_data":{"types":["m.direct"]},"room":{"state":{"types":\#(stateTypes)},"ephemeral":{"not_types":["*"]},"account_data":{"not_types":["*"]},"timeline":{"limit":200}}}"#

    private static let stateTypes = String(decoding: MatrixJSON.array(MatrixSyncBatch.stateTypesRead.map(MatrixJSON.string)).encoded(),
                                           as: UTF8.self)

    /// Logs in, joins the configured rooms and syncs until cancelled. Throws only when the
    /// homeserver refuses the credentials (a wrong token or password: running on is pointless).
    ///
    /// On a graceful shutdown (swift-service-lifecycle's, which the service group triggers on
    /// SIGTERM) the long-poll waiting for news is cut and no further sync is made, but a batch
    /// being handled is finished, its replies posted and its position stored: its commands were
    /// taken, so they are answered, and the next run does not take them again. When the grace
    /// runs out first (the task is cancelled), the commands not answered by then are not recorded
    /// as handled and the position is not stored: the next run gets the batch again, skips what
    /// was done and runs the rest (a command whose write committed before its reply was cut off
    /// runs again and says so, "You already upvoted Q3"), instead of leaving them unanswered.
    ///
    /// What the bot acts on from rooms (which it is in, who moderates them, who is in a DM) lives
    /// in memory, so each run's first sync asks for every joined room's whole state
    /// (`full_state`) beside the timeline since the stored position; later syncs amend it from
    /// their state and timeline sections. Without it, a room moderator was refused `feed` until
    /// the power levels changed again, and a feed stalled in a quiet room. `/joined_rooms` and
    /// each room's state was the other way: one call per room, and state read at another moment
    /// than the position the next sync starts from, where the full-state answer is one call whose
    /// state and timeline meet exactly, read by the same code as every sync.
    ///
    /// It all runs on the core's event loop (`executor`), where the homeserver's answers arrive:
    /// a command goes from its sync's answer through the core to its reply's request, and the
    /// reply's answer back, without a hop to another thread. On the default executors each of
    /// those steps woke a thread of its own.
    public func serve() async throws {
        try await withTaskExecutorPreference(executor) { try await self.syncUntilStopped() }
    }

    private func syncUntilStopped() async throws {
        do {
            try await session.start()
        } catch where error.isAuthenticationFailure {
            throw MatrixStartFailure(network: network, reason: "\(error)")
        } catch {
            // stopped while the homeserver was still out of reach: nothing failed
            if Task.isCancelled { return }
            throw error
        }
        let userID = await session.userID
        let deviceID = await session.deviceID
        logger.info("logged in", metadata: ["user": "\(userID)", "device": "\(deviceID ?? "?")"])
        let device = try await startDevice()
        let encrypted = await encryptedMessages(of: device)
        await encrypted?.start { [weak self] event in await self?.act(on: event) }
        defer { if let encrypted { Task { await encrypted.stop() } } }
        await core.attach(self, network: network)
        if !configuration.likeReactions.isEmpty {
            await session.tell { [weak self] _, eventID, content in await self?.remember(eventID, posted: content) }
        }
        for room in configuration.rooms {
            do { try await session.join(room) } catch {
                logger.error("cannot join \(room): \(error)")
            }
        }
        guard var since = await storedSyncPosition() else { return }
        let firstFilter = Self.firstSyncFilter()
        // Until one answer of this run was taken in, the next asks for the full state.
        var knowsRooms = false
        // batches taken since the stored position, each with nothing to act on (`unstoredBatchesAtMost`)
        var unstoredBatches = 0
        var attempt = 0
        while !Task.isCancelled, !Task.isShuttingDownGracefully {
            let batch: MatrixSyncBatch
            do {
                let (session, since, fullState) = (session, since, !knowsRooms)
                let timeout = Self.timeout(firstOfRun: fullState, configuration)
                let filter = since == nil ? firstFilter : Self.filter
                // the long-poll is cut by a graceful shutdown; its typed error kept for the checks below
                let outcome: Result<MatrixSyncBatch, MatrixError> = await cancelWhenGracefulShutdown {
                    do throws(MatrixError) {
                        return .success(try await session.sync(since: since, timeoutMilliseconds: timeout, filter: filter,
                                                               fullState: fullState))
                    } catch {
                        return .failure(error)
                    }
                }
                batch = try outcome.get()
                attempt = 0
                connectionListener?.connection(.ready, network: network)
            } catch {
                if Task.isCancelled || Task.isShuttingDownGracefully { return }
                if error.isAuthenticationFailure { throw MatrixStartFailure(network: network, reason: "\(error)") }
                connectionListener?.connection(.down, network: network)
                attempt += 1
                let pause = await session.retry.delay(beforeRetry: attempt, after: error)
                logger.warning("sync failed (\(error)); retry \(attempt) in \(pause)")
                try? await cancelWhenGracefulShutdown { try await Task.sleep(for: pause) }
                continue
            }
            let handled = await handle(batch, replaying: since != nil, encrypted: encrypted)
            let firstOfRun = !knowsRooms
            // the state is taken in even when the batch comes again
            if firstOfRun { whenStartIsOver?() }
            knowsRooms = true
            await device?.replenish(oneTimeKeyCounts: batch.oneTimeKeyCounts, unusedFallbackKeyTypes: batch.unusedFallbackKeyTypes)
            guard handled else { continue }
            if !firstOfRun, !batch.hasEventsToAct, unstoredBatches < Self.unstoredBatchesAtMost {
                unstoredBatches += 1
                since = batch.nextBatch
                continue
            }
            do {
                let position = batch.nextBatch
                try await durably { [database, network] in
                    try await database.recordMatrixSyncPosition(position, network: network, at: Date())
                }
                since = position
                unstoredBatches = 0
            } catch {
                // the batch will come again; its handled events are recorded and skipped then
                logger.error("cannot store the sync position: \(error)")
            }
        }
    }

    /// The bot's device with its keys on the homeserver, when the network has `pickle_key_env`:
    /// the stored Olm account (or a new one), its device keys and one-time keys uploaded, and the
    /// account cross-signed when a password is known. Throws, stopping `serve`, when the stored
    /// account does not open with the pickle key; a refused upload or cross-signing is logged and
    /// the bot goes on serving unencrypted rooms.
    private func startDevice() async throws -> MatrixDevice? {
        guard let encryption = configuration.encryption, let pickleKey = PickleKey(encryption.pickleKey) else { return nil }
        guard let deviceID = await session.deviceID else {
            throw MatrixEncryptionStartFailure(network: network, failure: .noDeviceID)
        }
        let device: MatrixDevice
        do {
            device = try await MatrixDevice.open(
                userID: await session.userID, deviceID: deviceID, api: session.api, crypto: LibolmCrypto(), pickleKey: pickleKey,
                pickleKeyVariable: encryption.pickleKeyVariable, store: MatrixDatabaseDeviceStore(database: database, network: network),
                keyStore: MatrixDatabaseKeyStore(database: database, network: network),
                retry: session.retry, logger: logger)
        } catch let failure as MatrixDeviceFailure {
            throw MatrixEncryptionStartFailure(network: network, failure: failure)
        }
        do {
            try await device.publish()
        } catch {
            if Task.isCancelled { return device }
            logger.error("cannot upload the device's keys (encrypted rooms cannot reach the bot): \(error)")
            return device
        }
        logger.info("device keys uploaded", metadata: ["device": "\(deviceID)", "ed25519": "\(device.identityKeys.ed25519)"])
        if let password = encryption.authenticationPassword {
            do { try await device.crossSign(password: password) } catch {
                logger.error("cannot cross-sign the bot's device (clients that hide unverified devices will not reach it): \(error)")
            }
        }
        return device
    }

    /// What reads and writes encrypted rooms, once the device is up: its decryptor (Olm sessions,
    /// room keys, other people's devices, all in the database) with the wait for keys that come
    /// late, and the session's encryption of everything it posts in an encrypted room.
    private func encryptedMessages(of device: MatrixDevice?) async -> MatrixEncryptedMessages? {
        guard let device, let encryption = configuration.encryption, let pickleKey = PickleKey(encryption.pickleKey) else { return nil }
        let store = MatrixDatabaseKeyStore(database: database, network: network)
        let crypto = LibolmCrypto()
        let tracker = MatrixDeviceTracker(api: await session.api, crypto: crypto, store: store, retry: await session.retry, logger: logger)
        let decryptor = MatrixDecryptor(device: device, tracker: tracker, crypto: crypto, pickleKey: pickleKey, store: store, logger: logger)
        let encryptor = MatrixRoomEncryptor(device: device, tracker: tracker, crypto: crypto, logger: logger)
        await session.encryptMessages { type, content, roomID, members, settings in
            try await encryptor.encrypt(type, content, in: roomID, members: members, settings: settings)
        }
        return MatrixEncryptedMessages(decryptor: decryptor, session: session, database: database, network: network,
                                       keyWait: encryption.missingKeyWaitSeconds, logger: logger)
    }

    /// The stored `/sync` position (`.some(nil)` on a new database), read again until the database
    /// answers; nil only when the bridge is stopped first. A failed read must not pass for a new
    /// database: the bot would answer old invites again and skip what was said while it was down.
    private func storedSyncPosition() async -> String?? {
        var attempt = 0
        while !Task.isCancelled {
            do {
                return .some(try await database.reading { [network] in try $0.matrixSyncPosition(network: network) })
            } catch {
                attempt += 1
                let pause = Duration.seconds(min(30, 1 << min(attempt, 5)))
                logger.error("cannot read the stored sync position (\(error)); retry \(attempt) in \(pause)")
                try? await Task.sleep(for: pause)
            }
        }
        return nil
    }

    /// Runs a write that records what the bot has done in a task of its own, so that stopping the
    /// bridge mid-write cannot cancel it: a lost record would make the next start do it again.
    /// The task starts where the bridge runs (its event loop), not on the default executor: each
    /// command records itself handled, and a task there was two more threads woken per command.
    private func durably<Result: Sendable>(_ write: @escaping @Sendable () async throws -> Result) async throws -> Result {
        try await Task(executorPreference: executor) { try await write() }.value
    }

    /// How many batches in a row with nothing to act on (`MatrixSyncBatch.hasEventsToAct`) may
    /// move the position in memory only. Each command's reply comes back to the bot as a sync of
    /// its own, and storing that sync's position was a commit (SQLite's fdatasync) per command
    /// that no replay needs: after a restart from the older position, what is taken again is the
    /// bot's own echo, and anything handled before it is recorded as handled. The position is
    /// stored with the next batch that has something, or after this many, so a restart of a bot
    /// whose rooms only hear itself does not start far behind.
    static let unstoredBatchesAtMost = 50

    /// How long a sync may wait for news. The first sync of a run must not wait: on a new
    /// database it only finds out where "now" is (history is not replayed as commands), after a
    /// restart it brings the rooms' state the bot acts on.
    static func timeout(firstOfRun: Bool, _ configuration: MatrixNetworkConfiguration) -> Int {
        firstOfRun ? 0 : configuration.syncTimeoutSeconds * 1000
    }

    /// The filter of a database's first sync: the usual one with a field of its own that no
    /// other request has. Synapse answers a request equal to one it answered in the last two
    /// minutes (same user, device, filter, timeout, no `since`: its `sync_response_cache_duration`)
    /// from a cache, with that answer's position: an old one, from which the next sync replays
    /// what another bot of the same account handled meanwhile — as commands, to a database that
    /// never saw them. Making the timeout differ (a random 1–999 ms) left a birthday's chance: the
    /// 40 Matrix script tests, about 26 first syncs in two minutes, met it in about one run in four
    /// (a question numbered Q2 in a new database). Filters allow fields they do not define.
    static func firstSyncFilter(start: UUID = UUID()) -> String {
        #"{"townhall_start":"\#(start.uuidString)","# + filter.dropFirst()
    }

    /// Everything one batch asks for; returns once every message in it was handled, or false when
    /// it could not tell which were handled already, or the stop cut some off (cancelled: none is
    /// started then, and one whose reply was not posted is not recorded as handled): the batch
    /// comes again, its position is not stored.
    @discardableResult
    func handle(_ batch: MatrixSyncBatch, replaying: Bool, encrypted: MatrixEncryptedMessages? = nil) async -> Bool {
        if batch.skipped > 0 { logger.warning("skipped \(batch.skipped) malformed event(s) in a sync") }
        for (room, values) in batch.ignoredPowerLevels {
            logger.warning("\(room): power levels that are not integers were ignored, the room's default applies: \(values.sorted().joined(separator: ", "))")
        }
        // a room joined just now starts with a cut timeline too: only a gap in a known room matters
        for room in batch.limitedRooms where replaying {
            if await session.hasSynced(room) {
                logger.warning("more happened in \(room) than one sync holds: older messages there were not read")
            }
        }
        for (room, count) in batch.history where replaying {
            logger.info("\(room): \(count) message(s) from before the bot joined were history, not run as commands")
        }
        await session.absorb(batch)
        // room keys first: a message of this batch may need one that came with it
        let keys = await encrypted?.take(toDevice: batch)
        for invite in batch.invites { await answer(invite) }
        for removal in batch.removals { await removed(removal) }
        for (room, replacement) in batch.tombstones.sorted(by: { $0.key < $1.key }) where batch.joinedRooms.contains(room) {
            await follow(room, to: replacement)
        }
        if encrypted == nil {
            for room in batch.encryptedRooms where batch.joinedRooms.contains(room) { await sayUnreadable(room) }
        }
        // a batch with nothing to run (the echo of the bot's own replies, most of them) reads nothing
        guard replaying, !batch.messages.isEmpty || !batch.reactionChanges.isEmpty else { return true }
        let handled: Set<String>
        do {
            handled = Set(try await database.reading { [network] in try $0.matrixHandledEvents(network: network) })
        } catch {
            logger.error("cannot read which events were handled (\(error)); the batch will come again")
            return false
        }
        // each person's messages in order, then their reactions; different people's side by side
        let bySender = Dictionary(grouping: batch.messages.filter { !handled.contains($0.eventID) }, by: \.sender)
        let reactionsBySender = Dictionary(grouping: batch.reactionChanges.filter { !handled.contains($0.eventID) }, by: \.sender)
        let finished = await withTaskGroup(of: Bool.self) { group in
            for sender in Set(bySender.keys).union(reactionsBySender.keys) {
                group.addTask {
                    for message in bySender[sender] ?? [] {
                        guard !Task.isCancelled, await self.handle(message, encrypted: encrypted) else { return false }
                    }
                    for change in reactionsBySender[sender] ?? [] {
                        guard !Task.isCancelled else { return false }
                        await self.handle(change)
                    }
                    return true
                }
            }
            return await group.allSatisfy { $0 }
        }
        if let keys, !keys.isEmpty { await encrypted?.keysArrived(keys) }
        return finished
    }

    /// A message of a batch: a plain one, or an encrypted one decrypted (one that waits for its key,
    /// or was refused, is only recorded as handled: it is answered once read, or told it was not).
    /// False when the stop cut its answer off (see `run`).
    private func handle(_ message: MatrixSyncBatch.Message, encrypted: MatrixEncryptedMessages?) async -> Bool {
        guard message.encrypted != nil else { return await run(message) }
        if let readable = await encrypted?.open(message) { return await act(on: readable) }
        await recordHandled(message.eventID)
        return true
    }

    /// A decrypted event, on the path of its plain kind; false when the stop cut its answer off.
    @discardableResult
    private func act(on event: MatrixDecryptedEvent) async -> Bool {
        switch event {
        case .message(let message): return await run(message)
        case .reaction(let change): await handle(change); return true
        }
    }

    /// Runs a plain message (or one decrypted) as a command and records it handled once its replies
    /// are posted; false, and not recorded, when the stop cut them off.
    private func run(_ message: MatrixSyncBatch.Message) async -> Bool {
        let direct = await session.isDirect(message.roomID, with: message.sender)
        if direct { await session.remember(directRoom: message.roomID, of: message.sender) }
        let isOperator = await session.isOperator(message.sender, in: message.roomID)
        let event = ChatEvent(network: network,
                              sender: ChatSender(nick: message.sender, account: message.sender, isChannelOperator: isOperator),
                              place: direct ? .direct : .channel(message.roomID), text: message.body,
                              botNick: configuration.localpart, conventions: conventions)
        let replies = await core.handle(event)
        guard await send(replies, answering: MatrixReplyComposer.Command(roomID: message.roomID, eventID: message.eventID)) else {
            return false
        }
        await recordHandled(message.eventID)
        sightings?.saw(nick: message.sender, account: message.sender)
        return true
    }

    /// A reaction or a redaction: a like reaction on a message of the bot's that shows one item
    /// runs the command a like of that item stands for, as the person who reacted; a redaction
    /// of a reaction that counted takes the like back. Anything else is logged and left.
    private func handle(_ change: MatrixSyncBatch.ReactionChange) async {
        switch change.kind {
        case .reacted(let target, let key): await like(target, key: key, change)
        case .redacted(let redacted): await withdraw(redacted, change)
        }
        await recordHandled(change.eventID)
    }

    private func like(_ target: String, key: String, _ change: MatrixSyncBatch.ReactionChange) async {
        let about: Logger.Metadata = ["sender": "\(change.sender)", "room": "\(change.roomID)", "event": "\(target)", "key": "\(key)"]
        let (item, command): (String, String)
        do {
            switch try await reactionLikes.reaction(key, among: configuration.likeReactions, on: {
                try await database.reading { [network] in try $0.itemShown(byMessage: target, network: network) }
            }) {
            case .like(let liked, let like): (item, command) = (liked, like)
            case .left(let reason): return logger.info("\(reason)", metadata: about)
            }
        } catch {
            return logger.error("cannot read which item a message shows (\(error)); the reaction was left", metadata: about)
        }
        let (refusal, counted) = await core.handleReaction(reactionEvent(command, by: change.sender))
        if counted {
            do {
                try await durably { [database, network] in
                    try await database.recordCountedReaction(change.eventID, item: item,
                                                             by: AccountIdentity(network: network, name: change.sender), at: Date())
                }
            } catch {
                logger.error("cannot record a counted like reaction (\(error)): redacting it will not take the like back", metadata: about)
            }
        }
        await send(refusal, answering: nil)
    }

    private func withdraw(_ redacted: String, _ change: MatrixSyncBatch.ReactionChange) async {
        let about: Logger.Metadata = ["sender": "\(change.sender)", "room": "\(change.roomID)", "event": "\(redacted)"]
        let counted: CountedReaction?
        do {
            counted = try await durably { [database, network] in try await database.takeCountedReaction(redacted, network: network) }
        } catch {
            logger.error("cannot read the redacted reaction (\(error)); its like, if any, stays", metadata: about)
            return
        }
        guard let counted else {
            logger.info("a redaction of nothing the bot counted as a like was left", metadata: about)
            return
        }
        guard let command = reactionLikes.takeBack(counted.item) else {
            logger.info("a like reaction on \(counted.item) was withdrawn; its command has no take-back, so it stays", metadata: about)
            return
        }
        await send(await core.handleReaction(reactionEvent(command, by: counted.account.name)).replies, answering: nil)
    }

    /// The command a reaction stands for, as said by `user` in their DM (where a refusal goes).
    private func reactionEvent(_ command: String, by user: String) -> ChatEvent {
        ChatEvent(network: network, sender: ChatSender(nick: user, account: user), place: .direct, text: command,
                  botNick: configuration.localpart, conventions: conventions)
    }

    /// Remembers a posted message that shows one item, so a like reaction on it finds the item.
    private func remember(_ eventID: String, posted content: MatrixJSON) async {
        guard let body = content["body"]?.string, let item = reactionLikes.item(shownIn: body) else { return }
        do {
            try await durably { [database, network] in try await database.recordItemMessage(eventID, item: item, network: network, at: Date()) }
        } catch {
            logger.warning("cannot record that \(eventID) shows \(item) (\(error)): a like reaction on it will be left")
        }
    }

    private func recordHandled(_ eventID: String) async {
        do {
            try await durably { [database, network, executor] in
                try await database.recordMatrixEventHandled(eventID, network: network, committingOn: executor)
            }
        } catch {
            logger.warning("cannot record event \(eventID) as handled: \(error)")
        }
    }

    /// Accepts or declines an invite. A DM invite (`is_direct`) is one only when the room holds
    /// nobody but the bot and the inviter, before the join (its invite state) and after it (its
    /// members); otherwise it is a room invite, which `join_on_invite` decides, and the bot leaves
    /// again when that says no. Whoever is not an admin brings the bot into at most
    /// `invites_per_inviter_per_day` rooms a day.
    private func answer(_ invite: MatrixSyncBatch.Invite) async {
        let rules = invites.current
        let isAdmin = rules.isAdmin(invite.inviter)
        let claimsDirect = invite.isDirect && invite.others.isEmpty
        if invite.isDirect && !claimsDirect {
            logger.info("\(invite.inviter)'s DM invite to \(invite.roomID) is a room invite: \(invite.others.count) other member(s)")
        }
        let setting = claimsDirect ? "dm_invites" : "join_on_invite"
        let policy = claimsDirect ? rules.directInvites : rules.joinOnInvite
        guard policy.admits(isAdmin: isAdmin) else {
            await decline(invite, because: "\(setting): \(policy.rawValue)")
            return
        }
        if !isAdmin {
            let cap = rules.invitesPerInviterPerDay
            do {
                let admitted = try await durably { [database, network] in
                    try await database.admitMatrixInvite(to: invite.roomID, from: invite.inviter, network: network,
                                                         perDay: cap, at: Date())
                }
                guard admitted else {
                    await decline(invite, because: "they brought the bot into \(cap) room(s) in the last 24 hours; invites_per_inviter_per_day: \(cap)",
                                  warning: true)
                    return
                }
            } catch {
                // an uncounted invite would slip past the cap: declined (the inviter may ask again)
                await decline(invite, because: "it could not be counted: \(error)", warning: true)
                return
            }
        }
        do {
            try await session.join(invite.roomID)
        } catch {
            logger.error("cannot answer \(invite.inviter)'s invite to \(invite.roomID): \(error)")
            return
        }
        guard claimsDirect else {
            logger.info("joined \(invite.roomID) on \(invite.inviter)'s invite")
            return
        }
        if await session.adoptDirectRoom(invite.roomID, of: invite.inviter) {
            logger.info("joined \(invite.roomID) on \(invite.inviter)'s invite, as their DM")
        } else if rules.joinOnInvite.admits(isAdmin: isAdmin) {
            logger.info("joined \(invite.roomID) on \(invite.inviter)'s DM invite, as a room: others are in it")
        } else {
            await decline(invite, because: "a DM invite into a room with others in it; join_on_invite: \(rules.joinOnInvite.rawValue)")
        }
    }

    /// Leaves (or declines the invite to) the room, and logs why with the inviter (a warning when
    /// an operator should look: someone past the cap).
    private func decline(_ invite: MatrixSyncBatch.Invite, because reason: String, warning: Bool = false) async {
        do {
            try await session.leave(invite.roomID)
            logger.log(level: warning ? .warning : .info, "declined \(invite.inviter)'s invite to \(invite.roomID) (\(reason))")
        } catch {
            logger.error("cannot decline \(invite.inviter)'s invite to \(invite.roomID) (\(reason)): \(error)")
        }
    }

    /// The bot was kicked or banned from a room: its channel feeds and any quiz there end (the bot
    /// cannot post there, and must not try again and again), logged once — the sync that shows the removal
    /// is read once.
    private func removed(_ removal: MatrixSyncBatch.Removal) async {
        let how = removal.membership == "ban" ? "banned" : "kicked"
        await core.channelLost(removal.roomID, network: network)
        do {
            let ended = try await durably { [database, network] in try await database.unsubscribeChannel(removal.roomID, network: network) }
            logger.warning("\(how) from \(removal.roomID) by \(removal.by)\(removal.reason.map { " (\($0))" } ?? ""): \(ended) channel feed(s) there ended")
        } catch {
            logger.error("\(how) from \(removal.roomID) by \(removal.by); its channel feeds could not be ended (\(error))")
        }
    }

    /// A room upgraded (`m.room.tombstone`): the bot joins the replacement and what it keeps about
    /// the room moves there (`TownhallDatabase.moveChannel` says what, and what stays). Done once per room (remembered in the database, so a restart's full-state sync,
    /// which shows the tombstone again, does nothing); a replacement the bot cannot join is logged
    /// that once and not tried again, the feeds left where they were.
    private func follow(_ roomID: String, to replacement: String) async {
        do {
            guard try await database.recordMatrixRoomNotice("tombstone", roomID: roomID, network: network, at: Date()) else { return }
        } catch {
            return logger.error("cannot record that \(roomID) was upgraded (\(error)); it is followed at the next sync")
        }
        do {
            try await session.join(replacement)
        } catch {
            return logger.warning("\(roomID) was upgraded to \(replacement), which the bot cannot join (\(error)); its feeds stay in the old room")
        }
        do {
            let moved = try await durably { [database, network] in
                try await database.moveChannel(from: roomID, to: replacement, network: network)
            }
            await core.channelMoved(from: roomID, to: replacement, network: network)
            logger.info("\(roomID) was upgraded: joined \(replacement) and moved \(moved.feeds) channel feed(s), \(moved.commandsTurnedOff) command switch(es)\(moved.adminJoin ? ", the admin join" : "") and any quiz there")
        } catch {
            logger.error("joined \(replacement), the upgrade of \(roomID), but its feeds could not be moved (\(error))")
        }
    }

    /// Says once per room (remembered in the database) that the bot cannot read it (it has no
    /// keys: no `pickle_key_env`), and logs it.
    private func sayUnreadable(_ roomID: String) async {
        do {
            guard try await database.recordMatrixRoomNotice("encrypted", roomID: roomID, network: network, at: Date()) else { return }
            logger.warning("\(roomID) is end-to-end encrypted: Townhall cannot read it")
            try await session.send(MatrixSession.notice(plain: Self.encryptedRoomNotice, html: nil), to: roomID,
                                   transactionID: try await session.newTransactionID())
        } catch {
            logger.error("cannot tell \(roomID) that it is encrypted: \(error)")
        }
    }
}

/// The homeserver refused the bot's credentials: `serve` stops with this one line.
struct MatrixStartFailure: Error, CustomStringConvertible {
    var network: String
    var reason: String
    var description: String { "network \(network): the homeserver refused the bot's login (\(reason)); check user_id and access_token or password" }
}
