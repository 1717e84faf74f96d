import MatrixClient
import MatrixCrypto

extension MatrixDevice {
    /// Cross-signs the bot's account and this device, unless the device already carries a valid
    /// signature of the account's self-signing key (a restart): makes a master, a self-signing
    /// and a user-signing key, uploads them (`/keys/device_signing/upload`, authenticated with
    /// `password` when the homeserver asks), and signs the device with the self-signing key and
    /// the master key with the device (`/keys/signatures/upload`). Clients that hide unverified
    /// devices then still send to the bot, since its owner's keys vouch for it.
    ///
    /// The private cross-signing keys are not kept: they sign this one device, which keeps its id
    /// and keys across restarts, and a secret not kept is a secret nobody can take. Should the
    /// device ever lose its signature (another client reset the account's keys), the bot makes
    /// new ones again: the account is the bot's alone.
    public func crossSign(password: String) async throws {
        let query = MatrixJSON.object(["device_keys": .object([userID: .array([])])])
        let known = try await retry.run(attempts: 8, onRetry: MatrixRetry.logging("query the bot's own keys", to: logger)) { [api] () async throws(MatrixError) in
            try await api.call(.POST, MatrixAPI.path("keys", "query"), body: query)
        }
        if isCrossSigned(in: known) {
            logger.info("the device is cross-signed already", metadata: ["device": "\(deviceID)"])
            return
        }
        let master = try crypto.newSigningKey()
        let selfSigning = try crypto.newSigningKey()
        let userSigning = try crypto.newSigningKey()
        let keys: [String: MatrixJSON] = [
            "master_key": crossSigningKey(master, usage: "master"),
            "self_signing_key": try signed(crossSigningKey(selfSigning, usage: "self_signing"), by: master),
            "user_signing_key": try signed(crossSigningKey(userSigning, usage: "user_signing"), by: master),
        ]
        try await uploadWithAuthentication(keys, password: password)

        let deviceSignedBySelfSigning = try signed(deviceKeys(), by: selfSigning)
        let masterSignedByDevice = try signedByDevice(crossSigningKey(master, usage: "master"))
        let signatures = MatrixJSON.object([userID: .object([deviceID: deviceSignedBySelfSigning, master.publicKey: masterSignedByDevice])])
        let answer = try await retry.run(attempts: 8, onRetry: MatrixRetry.logging("upload cross-signing signatures", to: logger)) { [api] () async throws(MatrixError) in
            try await api.call(.POST, MatrixAPI.path("keys", "signatures", "upload"), body: signatures)
        }
        if let failures = answer["failures"]?.object, !failures.isEmpty {
            logger.error("the homeserver refused some cross-signing signatures: \(MatrixJSON.object(failures))")
        }
        logger.info("cross-signed the bot's account and device", metadata: ["device": "\(deviceID)", "master key": "\(master.publicKey)"])
    }

    /// Whether `/keys/query` shows this device signed by a self-signing key that the account's
    /// master key signed.
    func isCrossSigned(in answer: MatrixJSON) -> Bool {
        guard let master = answer["master_keys"]?[userID], let masterKey = Self.onlyKey(of: master),
              let selfSigning = answer["self_signing_keys"]?[userID], let selfSigningKey = Self.onlyKey(of: selfSigning),
              let device = answer["device_keys"]?[userID]?[deviceID] else { return false }
        return selfSigning.hasValidSignature(by: userID, keyID: "ed25519:\(masterKey)", publicKey: masterKey, crypto: crypto)
            && device.hasValidSignature(by: userID, keyID: "ed25519:\(selfSigningKey)", publicKey: selfSigningKey, crypto: crypto)
    }

    /// The public key of a cross-signing key object (its `keys` hold one).
    static func onlyKey(of crossSigningKey: MatrixJSON) -> String? {
        crossSigningKey["keys"]?.object.values.first?.string
    }

    /// `json` signed by the bot's cross-signing key `key`.
    private func signed(_ json: MatrixJSON, by key: any CryptoSigningKey) throws -> MatrixJSON {
        json.adding(signature: try key.sign(json.signedBytes()), by: userID, keyID: "ed25519:\(key.publicKey)")
    }

    private func crossSigningKey(_ key: any CryptoSigningKey, usage: String) -> MatrixJSON {
        .object([
            "user_id": .string(userID), "usage": .array([.string(usage)]),
            "keys": .object(["ed25519:\(key.publicKey)": .string(key.publicKey)]),
        ])
    }

    /// `/keys/device_signing/upload` with user-interactive authentication: the first attempt
    /// without it (a homeserver may let an account's first keys through), then with the password
    /// in the session its 401 opened.
    private func uploadWithAuthentication(_ keys: [String: MatrixJSON], password: String) async throws {
        let path = MatrixAPI.path("keys", "device_signing", "upload")
        do {
            _ = try await api.call(.POST, path, body: .object(keys))
            return
        } catch {
            guard error.answer?["flows"] != nil else { throw error }
            var body = keys
            var auth: [String: MatrixJSON] = [
                "type": .string("m.login.password"), "password": .string(password),
                "identifier": .object(["type": .string("m.id.user"), "user": .string(userID)]),
            ]
            if let session = error.answer?["session"] { auth["session"] = session }
            body["auth"] = .object(auth)
            let request = MatrixJSON.object(body)
            _ = try await retry.run(attempts: 8, onRetry: MatrixRetry.logging("upload cross-signing keys", to: logger)) { [api] () async throws(MatrixError) in
                try await api.call(.POST, path, body: request)
            }
        }
    }
}
