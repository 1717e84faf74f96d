import Foundation
import Logging
import MatrixClient
import MatrixEncryption
import Storage

/// Encrypted room messages on their way to the command path. A message whose room key is stored is
/// decrypted and handed on as the plain message (or reaction) it holds, to exactly the same path
/// (and the same once-only bookkeeping) as a plain one. A message whose key has not arrived waits for it: clients
/// often send the key just after the message, and the bot asks the sender's devices for it
/// (`m.room_key_request`) meanwhile. It is kept in the database while it waits, so a restart does
/// not lose it; when the key comes it is read, and when the wait ends without it, the room is told
/// once, in plain words, that the message could not be read and what to do — never silence.
actor MatrixEncryptedMessages {
    /// What the sender of a message the bot cannot read hears.
    static let unreadableNotice = "I could not read your encrypted message: your app did not share its key with me. Send it again; if this keeps happening, verify my session in your app or start a new DM with me."

    let decryptor: MatrixDecryptor
    let session: MatrixSession
    let database: TownhallDatabase
    let network: String
    /// How long a message waits for its key, in seconds.
    let keyWait: Double
    let logger: Logger
    /// Messages waiting for their key, by event id.
    private var pending: [String: MatrixPendingEventRecord] = [:]
    /// The end of each pending message's wait.
    private var deadlines: [String: Task<Void, Never>] = [:]
    /// Where a message read late goes: the bridge's command path.
    private var handler: (@Sendable (MatrixDecryptedEvent) async -> Void)?

    init(decryptor: MatrixDecryptor, session: MatrixSession, database: TownhallDatabase, network: String, keyWait: Double,
         logger: Logger) {
        self.decryptor = decryptor
        self.session = session
        self.database = database
        self.network = network
        self.keyWait = keyWait
        self.logger = logger
    }

    /// Takes up the messages that were waiting when the bot stopped, each with what is left of its
    /// wait, and sends the ones read late to `handler`.
    func start(handler: @escaping @Sendable (MatrixDecryptedEvent) async -> Void) async {
        self.handler = handler
        let stored: [MatrixPendingEventRecord]
        do {
            stored = try await database.reading { [network] in try $0.matrixPendingEvents(network: network) }
        } catch {
            logger.error("cannot read the encrypted messages waiting for their key (they are not answered): \(error)")
            return
        }
        for record in stored { keepWaiting(record) }
    }

    /// Ends every wait (the bridge stops; the messages stay stored for the next start).
    func stop() {
        for task in deadlines.values { task.cancel() }
        deadlines = [:]
    }

    /// The plain message (that may be a command) or reaction `message` holds when it is
    /// decrypted; nil when it holds neither, waits for its key or was refused (logged and counted;
    /// its sender told where they wait).
    func open(_ message: MatrixSyncBatch.Message) async -> MatrixDecryptedEvent? {
        guard let content = message.encrypted else { return .message(message) }
        do throws(MatrixDecryptionFailure) {
            let event = try await decryptor.decrypt(content, eventID: message.eventID, roomID: message.roomID, sender: message.sender)
            return Self.readable(in: event, of: message)
        } catch {
            if case .missingKey(let senderKey, let sessionID) = error {
                await wait(for: message, content: content, senderKey: senderKey, sessionID: sessionID)
                return nil
            }
            await refuse(message, because: error)
            return nil
        }
    }

    /// Takes in a sync's device list changes and to-device messages; the room keys it stored.
    func take(toDevice batch: MatrixSyncBatch) async -> [MatrixRoomKey] {
        await decryptor.tracker.track(changed: batch.changedDeviceLists, left: batch.leftDeviceLists)
        return await decryptor.receive(toDevice: batch.toDeviceEvents)
    }

    /// Reads the waiting messages of the sessions whose keys just arrived.
    func keysArrived(_ keys: [MatrixRoomKey]) async {
        for record in pending.values {
            guard let content = MatrixJSON.decoded(Data(record.content.utf8)),
                  keys.contains(where: { $0.roomID == record.roomID && $0.sessionID == content["session_id"]?.string }) else { continue }
            await retry(record.eventID, finally: false)
        }
    }

    /// What an event decrypted to, when it is an `m.room.message` that may be a command or an
    /// `m.reaction`. A reaction's relation may be only in the clear part of the encrypted event
    /// (clients keep `m.relates_to` there for the homeserver's aggregation, and may leave it out
    /// of the ciphertext), so that one counts when the decrypted content has none.
    static func readable(in event: MatrixJSON, of message: MatrixSyncBatch.Message) -> MatrixDecryptedEvent? {
        guard let content = event["content"] else { return nil }
        switch event["type"]?.string {
        case "m.room.message":
            guard MatrixSyncBatch.mayBeCommand(content), let body = content["body"]?.string else { return nil }
            return .message(MatrixSyncBatch.Message(roomID: message.roomID, eventID: message.eventID, sender: message.sender, body: body))
        case "m.reaction":
            let relation = content["m.relates_to"] ?? message.encrypted?["m.relates_to"]
            guard let annotation = MatrixSyncBatch.annotation(relation) else { return nil }
            return .reaction(MatrixSyncBatch.ReactionChange(roomID: message.roomID, eventID: message.eventID, sender: message.sender,
                                                            kind: .reacted(target: annotation.target, key: annotation.key)))
        default:
            return nil
        }
    }

    private func wait(for message: MatrixSyncBatch.Message, content: MatrixJSON, senderKey: String?, sessionID: String) async {
        guard pending[message.eventID] == nil else { return }
        let record = MatrixPendingEventRecord(eventID: message.eventID, roomID: message.roomID, sender: message.sender,
                                              content: String(decoding: content.encoded(), as: UTF8.self), sentAt: Date())
        logger.info("an encrypted message waits for its room key",
                    metadata: ["room": "\(message.roomID)", "event": "\(message.eventID)", "session": "\(sessionID)"])
        do {
            try await database.recordMatrixPendingEvent(record, network: network)
        } catch {
            logger.warning("cannot keep \(message.eventID) for its key across a restart: \(error)")
        }
        keepWaiting(record)
        await decryptor.requestKey(roomID: message.roomID, senderKey: senderKey, sessionID: sessionID, from: message.sender)
    }

    private func keepWaiting(_ record: MatrixPendingEventRecord) {
        pending[record.eventID] = record
        let left = max(0, keyWait - Date().timeIntervalSince(record.sentAt))
        deadlines[record.eventID] = Task { [weak self] in
            try? await Task.sleep(for: .seconds(left))
            guard !Task.isCancelled else { return }
            await self?.retry(record.eventID, finally: true)
        }
    }

    /// Tries a waiting message again: handled when it decrypts, refused when it cannot be read
    /// (or, `finally`, still has no key). The message leaves `pending` before anything is
    /// awaited, so the key's arrival and the wait's end never both handle it.
    private func retry(_ eventID: String, finally: Bool) async {
        guard let record = pending.removeValue(forKey: eventID), let content = MatrixJSON.decoded(Data(record.content.utf8)) else { return }
        let message = MatrixSyncBatch.Message(roomID: record.roomID, eventID: eventID, sender: record.sender, body: "", encrypted: content)
        do throws(MatrixDecryptionFailure) {
            let event = try await decryptor.decrypt(content, eventID: eventID, roomID: record.roomID, sender: record.sender)
            endWait(of: eventID, finally: finally)
            logger.info("read an encrypted message once its room key came", metadata: ["event": "\(eventID)"])
            if let readable = Self.readable(in: event, of: message) { await handler?(readable) }
        } catch {
            if case .missingKey = error, !finally {
                pending[eventID] = record
                return
            }
            endWait(of: eventID, finally: finally)
            await refuse(message, because: error)
        }
        do {
            _ = try await database.forgetMatrixPendingEvent(eventID, network: network)
        } catch {
            logger.warning("cannot drop \(eventID) from the messages waiting for their key: \(error)")
        }
    }

    /// Forgets the end of a message's wait: cancelled when the key came first, left alone when it
    /// is the wait's end itself that runs (cancelling it would cancel the answer it is sending).
    private func endWait(of eventID: String, finally: Bool) {
        let deadline = deadlines.removeValue(forKey: eventID)
        if !finally { deadline?.cancel() }
    }

    /// Logs and counts a message not read; its sender hears so unless it was an attack on the
    /// room (a replay, a key used by someone else), which gets no answer.
    private func refuse(_ message: MatrixSyncBatch.Message, because failure: MatrixDecryptionFailure) async {
        await decryptor.record(failure, of: "\(message.eventID) in \(message.roomID)")
        switch failure {
        case .replayed, .wrongSender, .wrongRecipient: return
        default: break
        }
        let direct = await session.isDirect(message.roomID, with: message.sender)
        do {
            try await session.send(MatrixSession.notice(plain: Self.unreadableNotice, html: nil, replyingTo: direct ? nil : message.eventID),
                                   to: message.roomID, transactionID: try await session.newTransactionID())
        } catch {
            logger.error("cannot tell \(message.roomID) that a message could not be read: \(error)")
        }
    }
}
