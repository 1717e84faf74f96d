import DatabaseTestSupport
import Foundation
import Logging
import MatrixClient
import MatrixCrypto
@testable import MatrixEncryption
@testable import MatrixTransport
import Storage
import Testing

/// The bot's decryptor on its database, both engines, against a device made here with the same
/// library (Alice's): a room key over Olm stored and a Megolm message read with it; the same
/// index under another event id refused as a replay; a room key claimed by a device that is not
/// the sender's refused; an unknown algorithm and a corrupt ciphertext refused; a key that never
/// came reported missing; the Olm session read again after a restart, from its pickle; and a
/// device list whose signature fails left out.
@Suite("Matrix decryption")
struct MatrixDecryptorTests {
    static let bot = "@bot:hs", alice = "@alice:hs", room = "!room:hs"
    let crypto = LibolmCrypto()

    /// A device of `user` made here: its account and its verified-device entry.
    struct Person {
        let user: String
        let deviceID: String
        let account: any CryptoAccount
        let keys: IdentityKeys
        var device: MatrixUserDevice { MatrixUserDevice(userID: user, deviceID: deviceID, curve25519: keys.curve25519, ed25519: keys.ed25519) }

        init(_ user: String, deviceID: String, crypto: LibolmCrypto) throws {
            self.user = user
            self.deviceID = deviceID
            account = try crypto.newAccount()
            keys = try account.identityKeys()
        }

        /// A to-device `m.room.encrypted` event carrying `type`/`content` to the bot over `session`,
        /// its payload claiming `sender` (the homeserver's sender is always `user`).
        func toDevice(_ type: String, _ content: MatrixJSON, over session: any CryptoSession, to bot: IdentityKeys,
                      claiming sender: String? = nil) throws -> MatrixJSON {
            let payload = MatrixJSON.object([
                "type": .string(type), "content": content, "sender": .string(sender ?? user),
                "recipient": .string(MatrixDecryptorTests.bot), "recipient_keys": .object(["ed25519": .string(bot.ed25519)]),
                "keys": .object(["ed25519": .string(keys.ed25519)]),
            ])
            let message = try session.encrypt(String(decoding: payload.encoded(), as: UTF8.self))
            return .object([
                "type": .string("m.room.encrypted"), "sender": .string(user),
                "content": .object([
                    "algorithm": .string(MatrixDevice.olmAlgorithm), "sender_key": .string(keys.curve25519),
                    "ciphertext": .object([bot.curve25519: .object(["type": .number(Double(message.kind.rawValue)), "body": .string(message.body)])]),
                ]),
            ])
        }

        func roomKey(of group: any CryptoOutboundGroupSession) throws -> MatrixJSON {
            .object([
                "algorithm": .string(MatrixDecryptor.megolmAlgorithm), "room_id": .string(MatrixDecryptorTests.room),
                "session_id": .string(try group.sessionID()), "session_key": .string(try group.sessionKey()),
            ])
        }

        /// The content of an `m.room.encrypted` room event saying `body`.
        func roomMessage(_ body: String, with group: any CryptoOutboundGroupSession) throws -> MatrixJSON {
            let plain = MatrixJSON.object([
                "type": .string("m.room.message"), "room_id": .string(MatrixDecryptorTests.room),
                "content": .object(["msgtype": .string("m.text"), "body": .string(body)]),
            ])
            return .object([
                "algorithm": .string(MatrixDecryptor.megolmAlgorithm), "sender_key": .string(keys.curve25519),
                "session_id": .string(try group.sessionID()), "device_id": .string(deviceID),
                "ciphertext": .string(try group.encrypt(String(decoding: plain.encoded(), as: UTF8.self))),
            ])
        }
    }

    /// The bot's device and decryptor on `database`, Alice's device already known and verified.
    static func decryptor(on database: TownhallDatabase, api: MatrixAPI, knowing devices: [MatrixUserDevice]) async throws -> MatrixDecryptor {
        let crypto = LibolmCrypto(), logger = Logger(label: "decryptor test")
        let pickleKey = try #require(PickleKey("the test's pickle key"))
        try await database.recordMatrixDevice("BOT", userID: bot, network: "hs", at: Date())
        let store = MatrixDatabaseKeyStore(database: database, network: "hs")
        for device in devices { try await store.replaceDevices([device], of: device.userID) }
        let retry = MatrixRetry(minimum: .milliseconds(10), maximum: .milliseconds(10))
        let device = try await MatrixDevice.open(userID: bot, deviceID: "BOT", api: api, crypto: crypto, pickleKey: pickleKey,
                                                 pickleKeyVariable: "TEST_KEY", store: MatrixDatabaseDeviceStore(database: database, network: "hs"),
                                                 keyStore: store, retry: retry, logger: logger)
        let tracker = MatrixDeviceTracker(api: api, crypto: crypto, store: store, retry: retry, logger: logger)
        return MatrixDecryptor(device: device, tracker: tracker, crypto: crypto, pickleKey: pickleKey, store: store, logger: logger)
    }

    @Test("room keys over Olm, Megolm messages read once per index, wrong senders and bad ciphertexts refused, sessions kept across a restart",
          arguments: DatabaseKind.allCases)
    func decryptsAndRefuses(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "decrypt")
        let api = try MatrixAPI(homeserver: "http://127.0.0.1:9", caFile: nil)
        defer { Task { await api.shutdown() } }
        let alice = try Person(Self.alice, deviceID: "ALICEPHONE", crypto: crypto)
        let mallory = try Person("@mallory:hs", deviceID: "MALLORY", crypto: crypto)
        let decryptor = try await Self.decryptor(on: database, api: api, knowing: [alice.device, mallory.device])
        let device = await decryptor.device
        let botKeys = device.identityKeys
        let fallback = try #require(try await device.unpublishedFallbackKey())

        // Alice opens an Olm session with a pre-key message and shares her room key
        let olm = try alice.account.outboundSession(theirIdentityKey: botKeys.curve25519, theirOneTimeKey: fallback)
        let group = try crypto.newOutboundGroupSession()
        let stored = await decryptor.receive(toDevice: [try alice.toDevice("m.room_key", try alice.roomKey(of: group), over: olm, to: botKeys)])
        #expect(stored.map(\.sessionID) == [try group.sessionID()])
        #expect(stored.first?.senderUser == Self.alice)

        let first = try alice.roomMessage("zip 94110", with: group)
        let event = try await decryptor.decrypt(first, eventID: "$1", roomID: Self.room, sender: Self.alice)
        #expect(event["content"]?["body"]?.string == "zip 94110")
        // the same event synced again reads again; the same index under another event id is a replay
        #expect(try await decryptor.decrypt(first, eventID: "$1", roomID: Self.room, sender: Self.alice)["content"]?["body"]?.string == "zip 94110")
        await #expect(throws: MatrixDecryptionFailure.replayed(index: 0, firstEventID: "$1")) {
            try await decryptor.decrypt(first, eventID: "$again", roomID: Self.room, sender: Self.alice)
        }
        // someone else sending under Alice's session, or in another room
        let second = try alice.roomMessage("reps", with: group)
        await #expect(throws: MatrixDecryptionFailure.self) {
            try await decryptor.decrypt(second, eventID: "$2", roomID: Self.room, sender: "@mallory:hs")
        }
        let sessionID = try group.sessionID()
        await #expect(throws: MatrixDecryptionFailure.missingKey(senderKey: alice.keys.curve25519, sessionID: sessionID)) {
            try await decryptor.decrypt(second, eventID: "$2", roomID: "!elsewhere:hs", sender: Self.alice)
        }

        // Mallory's device sends a room key for Alice's room claiming to be Alice: refused, not stored
        let malloryGroup = try crypto.newOutboundGroupSession()
        let malloryOlm = try mallory.account.outboundSession(theirIdentityKey: botKeys.curve25519, theirOneTimeKey: fallback)
        let forged = replacing(try mallory.toDevice("m.room_key", try mallory.roomKey(of: malloryGroup), over: malloryOlm, to: botKeys,
                                                    claiming: Self.alice), sender: Self.alice)
        // an unknown algorithm, a corrupt ciphertext, and a to-device message for another device
        var unknown = try alice.toDevice("m.room_key", try alice.roomKey(of: group), over: olm, to: botKeys)
        unknown = replacing(unknown, field: "algorithm", with: .string("m.olm.v9.rot13"))
        let corrupt = replacing(try alice.toDevice("m.room_key", try alice.roomKey(of: group), over: olm, to: botKeys),
                                field: "ciphertext", with: .object([botKeys.curve25519: .object(["type": .number(0), "body": .string("bm90IG9sbQ")])]))
        let elsewhere = replacing(try alice.toDevice("m.room_key", try alice.roomKey(of: group), over: olm, to: botKeys),
                                  field: "ciphertext", with: .object(["someone else's key": .object(["type": .number(0), "body": .string("x")])]))
        #expect(await decryptor.receive(toDevice: [forged, unknown, corrupt, elsewhere]).isEmpty)
        let failures = await decryptor.failures
        #expect(failures["wrong sender"] == 1, "\(failures)")
        #expect(failures["unknown algorithm"] == 1, "\(failures)")
        #expect(failures["undecryptable"] == 1, "\(failures)")
        #expect(failures["malformed"] == 1, "\(failures)")
        await #expect(throws: MatrixDecryptionFailure.self) {
            try await decryptor.decrypt(try mallory.roomMessage("hi", with: malloryGroup), eventID: "$m", roomID: Self.room, sender: Self.alice)
        }

        // after a restart: the Olm session from its pickle reads Alice's next message, the stored
        // room key the next Megolm message, and the replay record still holds
        let restarted = try await Self.decryptor(on: database, api: api, knowing: [alice.device])
        let nextGroup = try crypto.newOutboundGroupSession()
        let next = await restarted.receive(toDevice: [try alice.toDevice("m.room_key", try alice.roomKey(of: nextGroup), over: olm, to: botKeys)])
        #expect(next.map(\.sessionID) == [try nextGroup.sessionID()])
        #expect(try await restarted.decrypt(second, eventID: "$2", roomID: Self.room, sender: Self.alice)["content"]?["body"]?.string == "reps")
        await #expect(throws: MatrixDecryptionFailure.replayed(index: 0, firstEventID: "$1")) {
            try await restarted.decrypt(first, eventID: "$again", roomID: Self.room, sender: Self.alice)
        }
        try? await database.close()
    }

    @Test("a device list keeps the devices that signed their own keys under their own name, and a device's first keys; it counts the others")
    func deviceListSignatures() async throws {
        let api = try MatrixAPI(homeserver: "http://127.0.0.1:9", caFile: nil)
        defer { Task { await api.shutdown() } }
        let database = try await DatabaseKind.sqlite.makeDatabase(label: "devices")
        let tracker = MatrixDeviceTracker(api: api, crypto: crypto, store: MatrixDatabaseKeyStore(database: database, network: "hs"),
                                          retry: MatrixRetry(minimum: .milliseconds(10), maximum: .milliseconds(10)), logger: Logger(label: "tracker test"))
        let good = try Person(Self.alice, deviceID: "GOOD", crypto: crypto), other = try Person(Self.alice, deviceID: "OTHER", crypto: crypto)
        func listed(_ person: Person, as deviceID: String) throws -> MatrixJSON {
            try MatrixJSON.object([
                "user_id": .string(person.user), "device_id": .string(deviceID),
                "algorithms": .array([.string(MatrixDevice.olmAlgorithm), .string(MatrixDecryptor.megolmAlgorithm)]),
                "keys": .object(["curve25519:\(deviceID)": .string(person.keys.curve25519), "ed25519:\(deviceID)": .string(person.keys.ed25519)]),
            ]).signed(by: person.user, keyID: "ed25519:\(deviceID)", with: person.account.sign)
        }
        var tampered = try listed(other, as: "OTHER")
        if case .object(var fields) = tampered {
            fields["keys"] = .object(["curve25519:OTHER": .string(good.keys.curve25519), "ed25519:OTHER": .string(other.keys.ed25519)])
            tampered = .object(fields)
        }
        let devices = await tracker.verified(["GOOD": try listed(good, as: "GOOD"), "OTHER": tampered,
                                              "RENAMED": try listed(other, as: "OTHER")], of: Self.alice)
        #expect(devices == [good.device])
        #expect(await tracker.refusedDevices == 2)
        // a device id that shows other keys later keeps its first ones (trust on first use)
        var changed = good.device
        changed.ed25519 = other.keys.ed25519
        #expect(await tracker.keepingFirstKeys([changed], previous: [good.device]) == [good.device])
        #expect(await tracker.refusedDevices == 3)
        try? await database.close()
    }

    /// `event` with its content's `field` set to `value`.
    func replacing(_ event: MatrixJSON, field: String, with value: MatrixJSON) -> MatrixJSON {
        var fields = event.object, content = event["content"]?.object ?? [:]
        content[field] = value
        fields["content"] = .object(content)
        return .object(fields)
    }

    /// `event` as the homeserver would deliver it from `sender`.
    func replacing(_ event: MatrixJSON, sender: String) -> MatrixJSON {
        var fields = event.object
        fields["sender"] = .string(sender)
        return .object(fields)
    }
}
