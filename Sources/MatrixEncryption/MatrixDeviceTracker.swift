import Logging
import MatrixClient
import MatrixCrypto

/// Other people's devices, as the bot needs them to tell whether a room key comes from the device
/// that claims it. A user's list is read with `/keys/query` when first needed and again after a
/// sync lists them in `device_lists.changed`; `device_lists.left` (no encrypted room shared any
/// more) forgets it. A device is kept only when its keys carry its own valid ed25519 signature and
/// name the user and device they are listed under: anything else is logged, counted and ignored,
/// so a homeserver cannot slip in keys of its own; a device id keeps the keys it was first seen
/// with (trust on first use). Lists are stored, so a restart (whose syncs
/// carry the changes since its position) need not read them all again.
public actor MatrixDeviceTracker {
    let api: MatrixAPI
    let crypto: any EndToEndCrypto
    let store: any MatrixKeyStore
    let retry: MatrixRetry
    let logger: Logger
    /// Users whose stored list a sync said changed.
    private var outdated: Set<String> = []
    /// Devices refused since the start: a bad signature, or keys listed under another name.
    public private(set) var refusedDevices = 0

    public init(api: MatrixAPI, crypto: any EndToEndCrypto, store: any MatrixKeyStore, retry: MatrixRetry, logger: Logger) {
        self.api = api
        self.crypto = crypto
        self.store = store
        self.retry = retry
        self.logger = logger
    }

    /// Takes in a sync's `device_lists`.
    public func track(changed: [String], left: [String]) async {
        outdated.formUnion(changed)
        for user in left {
            outdated.remove(user)
            do { try await store.replaceDevices([], of: user) } catch {
                logger.warning("cannot forget the devices of \(user): \(error)")
            }
        }
    }

    /// `user`'s verified devices: stored, or read now when never read or changed since.
    public func devices(of user: String) async -> [MatrixUserDevice] {
        if !outdated.contains(user), let known = try? await store.devices(of: user) { return known }
        let request = MatrixJSON.object(["device_keys": .object([user: .array([])])])
        let answer: MatrixJSON
        do {
            answer = try await retry.run(attempts: 3, onRetry: MatrixRetry.logging("query the devices of \(user)", to: logger)) { [api] () async throws(MatrixError) in
                try await api.call(.POST, MatrixAPI.path("keys", "query"), body: request)
            }
        } catch {
            logger.warning("cannot read the devices of \(user) (\(error)); the stored ones stand meanwhile")
            return (try? await store.devices(of: user)) ?? []
        }
        let previous = (try? await store.devices(of: user)) ?? []
        let devices = keepingFirstKeys(verified(answer["device_keys"]?[user]?.object ?? [:], of: user), previous: previous)
        do {
            try await store.replaceDevices(devices, of: user)
            outdated.remove(user)
        } catch {
            logger.warning("cannot store the devices of \(user): \(error)")
        }
        return devices
    }

    /// Trust on first use: a device id keeps the keys it was first seen with. One that shows other
    /// keys now (which a real device never does) is logged, counted and keeps its first keys, so
    /// nothing is sent to, or taken from, whoever holds the new ones.
    func keepingFirstKeys(_ devices: [MatrixUserDevice], previous: [MatrixUserDevice]) -> [MatrixUserDevice] {
        devices.map { device in
            guard let first = previous.first(where: { $0.deviceID == device.deviceID }), first != device else { return device }
            refusedDevices += 1
            logger.warning("a device's keys changed: its first keys stay trusted, the new ones are not",
                           metadata: ["user": "\(device.userID)", "device": "\(device.deviceID)", "refused devices": "\(refusedDevices)"])
            return first
        }
    }

    /// The devices of one `/keys/query` answer that show their own valid signature.
    func verified(_ listed: [String: MatrixJSON], of user: String) -> [MatrixUserDevice] {
        var devices: [MatrixUserDevice] = []
        for (deviceID, keys) in listed.sorted(by: { $0.key < $1.key }) {
            guard keys["user_id"]?.string == user, keys["device_id"]?.string == deviceID,
                  let ed25519 = keys["keys"]?["ed25519:\(deviceID)"]?.string, let curve25519 = keys["keys"]?["curve25519:\(deviceID)"]?.string,
                  keys.hasValidSignature(by: user, keyID: "ed25519:\(deviceID)", publicKey: ed25519, crypto: crypto) else {
                refusedDevices += 1
                logger.warning("ignored a device whose keys are not signed by itself or not listed under its own name",
                               metadata: ["user": "\(user)", "device": "\(deviceID)", "refused devices": "\(refusedDevices)"])
                continue
            }
            devices.append(MatrixUserDevice(userID: user, deviceID: deviceID, curve25519: curve25519, ed25519: ed25519))
        }
        return devices
    }
}
