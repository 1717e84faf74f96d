import MatrixCrypto
import Testing

/// Two accounts, as two devices: one claims the other's one-time key and opens a session with a
/// pre-key message, the other answers on the session that message opened.
@Suite struct OlmSessionTests {
    let crypto: any EndToEndCrypto = LibolmCrypto()

    /// Bob's device with one published one-time key: its identity key and that key.
    func device(withOneTimeKey account: any CryptoAccount) throws -> (identity: String, oneTimeKey: String) {
        try account.generateOneTimeKeys(count: 1)
        let keys = try account.unpublishedOneTimeKeys()
        account.markKeysAsPublished()
        #expect(keys.count == 1)
        #expect(try account.unpublishedOneTimeKeys().isEmpty)
        return (try account.identityKeys().curve25519, try #require(keys.values.first))
    }

    /// Alice's session to Bob and Bob's from her first message, which he has read: a message Bob
    /// sends next is a normal one.
    func openedSessions() throws -> (alice: any CryptoSession, bob: any CryptoSession) {
        let alice = try crypto.newAccount(), bob = try crypto.newAccount()
        let bobKeys = try device(withOneTimeKey: bob)
        let outbound = try alice.outboundSession(theirIdentityKey: bobKeys.identity, theirOneTimeKey: bobKeys.oneTimeKey)
        let first = try outbound.encrypt("hello")
        let inbound = try bob.inboundSession(theirIdentityKey: try alice.identityKeys().curve25519, preKeyMessage: first.body)
        _ = try inbound.decrypt(first)
        return (outbound, inbound)
    }

    @Test func preKeyMessageOpensASessionBothWays() throws {
        let alice = try crypto.newAccount(), bob = try crypto.newAccount()
        let bobKeys = try device(withOneTimeKey: bob)
        let aliceIdentity = try alice.identityKeys().curve25519

        let outbound = try alice.outboundSession(theirIdentityKey: bobKeys.identity, theirOneTimeKey: bobKeys.oneTimeKey)
        let first = try outbound.encrypt("zip 94110")
        #expect(first.kind == .preKey)

        let inbound = try bob.inboundSession(theirIdentityKey: aliceIdentity, preKeyMessage: first.body)
        #expect(inbound.matchesInbound(theirIdentityKey: aliceIdentity, preKeyMessage: first.body))
        #expect(try inbound.decrypt(first) == "zip 94110")
        #expect(try inbound.sessionID() == outbound.sessionID())

        let answer = try inbound.encrypt("Your district is CA-11.")
        #expect(answer.kind == .normal)
        #expect(try outbound.decrypt(answer) == "Your district is CA-11.")
        // once answered, Alice's next message is a normal one
        #expect(try outbound.encrypt("reps").kind == .normal)
    }

    @Test func aUsedOneTimeKeyOpensNoSecondSession() throws {
        let alice = try crypto.newAccount(), bob = try crypto.newAccount()
        let bobKeys = try device(withOneTimeKey: bob)
        let aliceIdentity = try alice.identityKeys().curve25519
        let outbound = try alice.outboundSession(theirIdentityKey: bobKeys.identity, theirOneTimeKey: bobKeys.oneTimeKey)
        let first = try outbound.encrypt("hello")
        _ = try bob.inboundSession(theirIdentityKey: aliceIdentity, preKeyMessage: first.body)

        // the one-time key went with the first session: the same message cannot open another
        let error = #expect(throws: CryptoError.self) {
            try bob.inboundSession(theirIdentityKey: aliceIdentity, preKeyMessage: first.body)
        }
        #expect(error?.reason == .unknownOneTimeKey)
    }

    @Test func aCorruptMessageIsRefused() throws {
        let (outbound, inbound) = try openedSessions()
        let answer = try inbound.encrypt("hi")
        let tampered = OlmMessage(kind: .normal, body: Tampering.middleByteChanged(answer.body))
        let error = #expect(throws: CryptoError.self) { try outbound.decrypt(tampered) }
        #expect(error?.reason == .badMessageMAC)

        let garbage = #expect(throws: CryptoError.self) { try outbound.decrypt(OlmMessage(kind: .normal, body: "not base64 !")) }
        #expect(garbage?.reason == .malformedMessage)
        // the session still reads the untouched message
        #expect(try outbound.decrypt(answer) == "hi")
    }

    @Test func aReplayedMessageIsRefused() throws {
        let (outbound, inbound) = try openedSessions()
        let answer = try inbound.encrypt("once only")
        #expect(try outbound.decrypt(answer) == "once only")
        // its message key was used and dropped: the same ciphertext again is not read twice
        #expect(throws: CryptoError.self) { try outbound.decrypt(answer) }
    }

    @Test func aFallbackKeyOpensSessionsUntilReplaced() throws {
        let alice = try crypto.newAccount(), bob = try crypto.newAccount()
        try bob.generateFallbackKey()
        let fallback = try #require(try bob.unpublishedFallbackKey().values.first)
        bob.markKeysAsPublished()
        #expect(try bob.unpublishedFallbackKey().isEmpty)
        let bobIdentity = try bob.identityKeys().curve25519
        let aliceIdentity = try alice.identityKeys().curve25519

        // unlike a one-time key, a fallback key opens any number of sessions
        for text in ["first", "second"] {
            let outbound = try alice.outboundSession(theirIdentityKey: bobIdentity, theirOneTimeKey: fallback)
            let message = try outbound.encrypt(text)
            let inbound = try bob.inboundSession(theirIdentityKey: aliceIdentity, preKeyMessage: message.body)
            #expect(try inbound.decrypt(message) == text)
        }
    }
}
