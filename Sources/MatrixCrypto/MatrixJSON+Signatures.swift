import MatrixClient

extension MatrixJSON {
    /// What a signature of this object covers: the object without `signatures` and `unsigned`,
    /// in canonical JSON.
    public func signedBytes() -> [UInt8] {
        var fields = object
        fields["signatures"] = nil
        fields["unsigned"] = nil
        return MatrixJSON.object(fields).canonicalEncoded()
    }

    /// The object with `signature` added under `signatures.<userID>.<keyID>` (keyID as
    /// `ed25519:<device id or public key>`), the other signatures kept.
    public func adding(signature: String, by userID: String, keyID: String) -> MatrixJSON {
        var fields = object
        var signatures = fields["signatures"]?.object ?? [:]
        var users = signatures[userID]?.object ?? [:]
        users[keyID] = .string(signature)
        signatures[userID] = .object(users)
        fields["signatures"] = .object(signatures)
        return .object(fields)
    }

    /// The object signed by `userID`'s key `keyID` with `sign` (an account's or a signing key's).
    public func signed(by userID: String, keyID: String, with sign: ([UInt8]) throws(CryptoError) -> String) throws(CryptoError) -> MatrixJSON {
        adding(signature: try sign(signedBytes()), by: userID, keyID: keyID)
    }

    /// Whether the object carries a valid signature by `userID`'s key `keyID`, whose ed25519
    /// public key is `publicKey`. A missing signature is no signature.
    public func hasValidSignature(by userID: String, keyID: String, publicKey: String, crypto: any EndToEndCrypto) -> Bool {
        guard let signature = self["signatures"]?[userID]?[keyID]?.string else { return false }
        return crypto.verifyEd25519(signature: signature, of: signedBytes(), publicKey: publicKey)
    }
}
