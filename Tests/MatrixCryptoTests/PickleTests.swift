import MatrixCrypto
import Testing

/// Everything persistent goes out as a pickle: back with the right key, refused with another.
@Suite struct PickleTests {
    let crypto: any EndToEndCrypto = LibolmCrypto()
    let key = PickleKey("correct horse battery staple")!
    let wrongKey = PickleKey("not the key")!

    @Test func anAccountComesBackWithItsKeysOnlyWithTheRightPickleKey() throws {
        let account = try crypto.newAccount()
        try account.generateOneTimeKeys(count: 3)
        let pickle = try account.pickle(key: key)
        #expect(!pickle.contains(try account.identityKeys().ed25519))

        let restored = try crypto.account(pickle: pickle, key: key)
        #expect(try restored.identityKeys() == account.identityKeys())
        #expect(try restored.unpublishedOneTimeKeys() == account.unpublishedOneTimeKeys())
        #expect(try restored.sign(Array("same".utf8)) == account.sign(Array("same".utf8)))

        let wrong = #expect(throws: CryptoError.self) { try crypto.account(pickle: pickle, key: wrongKey) }
        #expect(wrong?.reason == .wrongPickleKey)
        let corrupt = #expect(throws: CryptoError.self) { try crypto.account(pickle: String(pickle.dropLast(8)), key: key) }
        #expect(corrupt != nil)
    }

    @Test func sessionsComeBackWithTheRightPickleKeyOnly() throws {
        let alice = try crypto.newAccount(), bob = try crypto.newAccount()
        try bob.generateOneTimeKeys(count: 1)
        let oneTimeKey = try #require(try bob.unpublishedOneTimeKeys().values.first)
        let olm = try alice.outboundSession(theirIdentityKey: try bob.identityKeys().curve25519, theirOneTimeKey: oneTimeKey)
        let olmPickle = try olm.pickle(key: key)
        #expect(try crypto.session(pickle: olmPickle, key: key).sessionID() == olm.sessionID())
        #expect((#expect(throws: CryptoError.self) { try crypto.session(pickle: olmPickle, key: wrongKey) })?.reason == .wrongPickleKey)

        let outbound = try crypto.newOutboundGroupSession()
        _ = try outbound.encrypt("one")
        let outboundPickle = try outbound.pickle(key: key)
        let restoredOutbound = try crypto.outboundGroupSession(pickle: outboundPickle, key: key)
        #expect(restoredOutbound.messageIndex == 1)
        #expect((#expect(throws: CryptoError.self) { try crypto.outboundGroupSession(pickle: outboundPickle, key: wrongKey) })?.reason
            == .wrongPickleKey)

        let inbound = try crypto.inboundGroupSession(sessionKey: try outbound.sessionKey())
        let inboundPickle = try inbound.pickle(key: key)
        let restoredInbound = try crypto.inboundGroupSession(pickle: inboundPickle, key: key)
        #expect(try restoredInbound.decrypt(try restoredOutbound.encrypt("two")) == GroupPlaintext(text: "two", messageIndex: 1))
        #expect((#expect(throws: CryptoError.self) { try crypto.inboundGroupSession(pickle: inboundPickle, key: wrongKey) })?.reason
            == .wrongPickleKey)
    }

    @Test func anEmptySecretIsNoKey() {
        #expect(PickleKey("") == nil)
    }
}
