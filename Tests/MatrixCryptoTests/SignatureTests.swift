import MatrixClient
import MatrixCrypto
import Testing

/// Canonical JSON as the Matrix spec gives it, and signatures over it by an account and by a
/// cross-signing key, checked with the verifier.
@Suite struct SignatureTests {
    let crypto: any EndToEndCrypto = LibolmCrypto()

    @Test func canonicalJSONSortsKeysByCodePointAndEscapesOnlyWhatItMust() {
        let value = MatrixJSON.object([
            "b": .number(2), "a": .array([.bool(true), .null, .number(-7)]), "日本": .string("語"),
            "é": .string("\"quoted\"\\ \n\u{01}"), "B": .object(["z": .string(""), "y": .number(1)]),
        ])
        let text = String(decoding: value.canonicalEncoded(), as: UTF8.self)
        #expect(text == #"{"B":{"y":1,"z":""},"a":[true,null,-7],"b":2,"é":"\"quoted\"\\ \n\u0001","日本":"語"}"#)
    }

    /// The spec's own example: `{"one": 1, "two": "Two"}` is `{"one":1,"two":"Two"}`.
    @Test func theSpecsExampleIsCompact() {
        let value = MatrixJSON.object(["two": .string("Two"), "one": .number(1)])
        #expect(String(decoding: value.canonicalEncoded(), as: UTF8.self) == #"{"one":1,"two":"Two"}"#)
    }

    @Test func aDeviceKeySignatureVerifiesAndATamperedObjectDoesNot() throws {
        let account = try crypto.newAccount()
        let keys = try account.identityKeys()
        let deviceKeys = MatrixJSON.object([
            "user_id": .string("@bot:localhost"), "device_id": .string("TOWNHALL"),
            "algorithms": .array([.string("m.olm.v1.curve25519-aes-sha2"), .string("m.megolm.v1.aes-sha2")]),
            "keys": .object(["curve25519:TOWNHALL": .string(keys.curve25519), "ed25519:TOWNHALL": .string(keys.ed25519)]),
            "unsigned": .object(["device_display_name": .string("not signed")]),
        ])
        let signed = try deviceKeys.signed(by: "@bot:localhost", keyID: "ed25519:TOWNHALL") { message throws(CryptoError) in
            try account.sign(message)
        }
        #expect(signed.hasValidSignature(by: "@bot:localhost", keyID: "ed25519:TOWNHALL", publicKey: keys.ed25519, crypto: crypto))

        // `unsigned` is outside the signature; anything else is inside it
        var renamed = signed.object
        renamed["unsigned"] = .object(["device_display_name": .string("renamed")])
        #expect(MatrixJSON.object(renamed).hasValidSignature(by: "@bot:localhost", keyID: "ed25519:TOWNHALL",
                                                             publicKey: keys.ed25519, crypto: crypto))
        var tampered = signed.object
        tampered["device_id"] = .string("OTHER")
        #expect(!MatrixJSON.object(tampered).hasValidSignature(by: "@bot:localhost", keyID: "ed25519:TOWNHALL",
                                                               publicKey: keys.ed25519, crypto: crypto))
        // another key's signature is no signature of this one, nor is a missing one
        let other = try crypto.newAccount().identityKeys().ed25519
        #expect(!signed.hasValidSignature(by: "@bot:localhost", keyID: "ed25519:TOWNHALL", publicKey: other, crypto: crypto))
        #expect(!signed.hasValidSignature(by: "@bot:localhost", keyID: "ed25519:ELSE", publicKey: keys.ed25519, crypto: crypto))
    }

    @Test func aCrossSigningKeySignsAndComesBackFromItsSeed() throws {
        let master = try crypto.newSigningKey()
        let message = MatrixJSON.object(["usage": .array([.string("master")]), "user_id": .string("@bot:localhost")])
        let signed = try message.signed(by: "@bot:localhost", keyID: "ed25519:\(master.publicKey)") { bytes throws(CryptoError) in
            try master.sign(bytes)
        }
        #expect(signed.hasValidSignature(by: "@bot:localhost", keyID: "ed25519:\(master.publicKey)",
                                         publicKey: master.publicKey, crypto: crypto))
        let again = try crypto.signingKey(seed: master.seed)
        #expect(again.publicKey == master.publicKey)
        #expect(!crypto.verifyEd25519(signature: "AAAA", of: [1, 2, 3], publicKey: master.publicKey))
        #expect(!crypto.verifyEd25519(signature: try master.sign([1, 2, 3]), of: [1, 2, 3], publicKey: "not a key"))
    }
}
