import Logging
import MatrixClient
import MatrixCrypto

/// The bot's Matrix device as other people's devices see it: an Olm account (curve25519 and
/// ed25519 identity keys) whose signed device keys, one-time keys and fallback key are on the
/// homeserver, so that their clients can open Olm sessions to it and share room keys with it.
///
/// The account is stored (pickled) before any key of it is uploaded: a key the homeserver hands
/// out must never be one the bot has lost, or the first message of that session could not be read.
/// One-time keys are kept at `oneTimeKeyTarget` from the counts each `/sync` reports; a fallback
/// key stands in once they run out, and is replaced when a sync says it was used.
public actor MatrixDevice {
    /// What the device speaks: Olm for keys sent to it, Megolm for rooms.
    public static let algorithms = ["m.olm.v1.curve25519-aes-sha2", "m.megolm.v1.aes-sha2"]
    /// The only one-time key algorithm in use: curve25519 keys signed by the device.
    public static let oneTimeKeyAlgorithm = "signed_curve25519"

    public nonisolated let userID: String
    public nonisolated let deviceID: String
    public nonisolated let identityKeys: IdentityKeys
    let api: MatrixAPI
    let crypto: any EndToEndCrypto
    let pickleKey: PickleKey
    let store: any MatrixDeviceStore
    /// Olm sessions with other devices (and, for the bridge's decryptor, room keys).
    let keyStore: any MatrixKeyStore
    let retry: MatrixRetry
    let logger: Logger
    let account: any CryptoAccount
    /// A top-up in flight: a sync that arrives meanwhile still shows the old count.
    private var replenishing = false

    private init(account: any CryptoAccount, identityKeys: IdentityKeys, userID: String, deviceID: String, api: MatrixAPI,
                 crypto: any EndToEndCrypto, pickleKey: PickleKey, store: any MatrixDeviceStore, keyStore: any MatrixKeyStore,
                 retry: MatrixRetry, logger: Logger) {
        self.account = account
        self.identityKeys = identityKeys
        self.userID = userID
        self.deviceID = deviceID
        self.api = api
        self.crypto = crypto
        self.pickleKey = pickleKey
        self.store = store
        self.keyStore = keyStore
        self.retry = retry
        self.logger = logger
    }

    /// The stored account of `deviceID`, or a new one (with its fallback key) stored at once.
    /// Throws `MatrixDeviceFailure` when the stored account does not open with `pickleKey`
    /// (named by `pickleKeyVariable` in the message).
    public static func open(userID: String, deviceID: String, api: MatrixAPI, crypto: any EndToEndCrypto, pickleKey: PickleKey,
                            pickleKeyVariable: String, store: any MatrixDeviceStore, keyStore: any MatrixKeyStore, retry: MatrixRetry,
                            logger: Logger) async throws -> MatrixDevice {
        let account: any CryptoAccount
        if let pickle = try await store.olmAccount(of: deviceID) {
            do {
                account = try crypto.account(pickle: pickle, key: pickleKey)
            } catch where error.reason == .wrongPickleKey {
                throw MatrixDeviceFailure.wrongPickleKey(variable: pickleKeyVariable)
            } catch {
                throw MatrixDeviceFailure.unreadableAccount("\(error)")
            }
        } else {
            account = try crypto.newAccount()
            try account.generateFallbackKey()
            try await store.recordOlmAccount(try account.pickle(key: pickleKey), of: deviceID)
            logger.info("made a new Olm account for the device", metadata: ["device": "\(deviceID)"])
        }
        let keys = try account.identityKeys()
        return MatrixDevice(account: account, identityKeys: keys, userID: userID, deviceID: deviceID, api: api, crypto: crypto,
                            pickleKey: pickleKey, store: store, keyStore: keyStore, retry: retry, logger: logger)
    }

    /// How many one-time keys the homeserver should hold: half of what the account can keep, so
    /// that keys claimed but not yet used by a first message still fit beside new ones.
    var oneTimeKeyTarget: Int { account.maxOneTimeKeys / 2 }

    /// The device's keys as `/keys/upload` and `/keys/query` show them, before signing.
    func deviceKeys() -> MatrixJSON {
        .object([
            "user_id": .string(userID), "device_id": .string(deviceID),
            "algorithms": .array(Self.algorithms.map(MatrixJSON.string)),
            "keys": .object([
                "curve25519:\(deviceID)": .string(identityKeys.curve25519), "ed25519:\(deviceID)": .string(identityKeys.ed25519),
            ]),
        ])
    }

    /// The fallback key (public half) not uploaded yet, if any: what another device would be handed
    /// by `/keys/claim` once the one-time keys are gone (a device talking to the bot directly, as
    /// the tests do, takes it from here).
    func unpublishedFallbackKey() throws -> String? {
        try account.unpublishedFallbackKey().values.first
    }

    /// `json` signed by the device's ed25519 key.
    func signedByDevice(_ json: MatrixJSON) throws -> MatrixJSON {
        json.adding(signature: try account.sign(json.signedBytes()), by: userID, keyID: "ed25519:\(deviceID)")
    }

    /// Uploads the signed device keys (again at every start: the homeserver keeps them as they
    /// are, and a device the server lost gets them back) and tops the one-time keys up.
    public func publish() async throws {
        let counts = try await upload(withDeviceKeys: true)
        await replenish(oneTimeKeyCounts: counts, unusedFallbackKeyTypes: nil)
    }

    /// Tops the homeserver's one-time keys up to `oneTimeKeyTarget` and makes a new fallback key
    /// when the sync says the last one was used. Failures are logged: the next sync tries again.
    public func replenish(oneTimeKeyCounts: [String: Int]?, unusedFallbackKeyTypes: [String]?) async {
        let missing = oneTimeKeyCounts.map { max(0, oneTimeKeyTarget - ($0[Self.oneTimeKeyAlgorithm] ?? 0)) } ?? 0
        let fallbackUsed = unusedFallbackKeyTypes.map { !$0.contains(Self.oneTimeKeyAlgorithm) } ?? false
        guard missing > 0 || fallbackUsed, !replenishing else { return }
        replenishing = true
        defer { replenishing = false }
        do {
            if missing > 0 { try account.generateOneTimeKeys(count: missing) }
            if fallbackUsed { try account.generateFallbackKey() }
            try await save()
            _ = try await upload(withDeviceKeys: false)
            logger.info("uploaded keys for the device", metadata: ["one-time keys": "\(missing)", "new fallback key": "\(fallbackUsed)"])
        } catch {
            logger.error("cannot upload one-time keys for the device (the next sync tries again): \(error)")
        }
    }

    /// One `/keys/upload`: the device keys when asked, and every unpublished one-time and fallback
    /// key, signed; the keys are marked published (and the account stored) once the homeserver
    /// has them. The homeserver's one-time key counts.
    private func upload(withDeviceKeys: Bool) async throws -> [String: Int] {
        var body: [String: MatrixJSON] = [:]
        if withDeviceKeys { body["device_keys"] = try signedByDevice(deviceKeys()) }
        let oneTimeKeys = try account.unpublishedOneTimeKeys()
        let fallbackKey = try account.unpublishedFallbackKey()
        if !oneTimeKeys.isEmpty { body["one_time_keys"] = try signed(oneTimeKeys, fallback: false) }
        if !fallbackKey.isEmpty { body["fallback_keys"] = try signed(fallbackKey, fallback: true) }
        let request = MatrixJSON.object(body)
        let answer = try await retry.run(attempts: nil, onRetry: MatrixRetry.logging("upload keys", to: logger)) { [api] () async throws(MatrixError) in
            try await api.call(.POST, MatrixAPI.path("keys", "upload"), body: request)
        }
        if !oneTimeKeys.isEmpty || !fallbackKey.isEmpty {
            account.markKeysAsPublished()
            try await save()
        }
        return answer["one_time_key_counts"]?.object.compactMapValues { $0.number.map { Int($0) } } ?? [:]
    }

    /// Key id → curve25519 key as `signed_curve25519:<id>` objects signed by the device.
    private func signed(_ keys: [String: String], fallback: Bool) throws -> MatrixJSON {
        var objects: [String: MatrixJSON] = [:]
        for (id, key) in keys {
            var fields: [String: MatrixJSON] = ["key": .string(key)]
            if fallback { fields["fallback"] = .bool(true) }
            objects["\(Self.oneTimeKeyAlgorithm):\(id)"] = try signedByDevice(.object(fields))
        }
        return .object(objects)
    }

    func save() async throws {
        try await store.recordOlmAccount(try account.pickle(key: pickleKey), of: deviceID)
    }

}
