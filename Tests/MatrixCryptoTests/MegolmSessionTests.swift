import MatrixCrypto
import Testing

/// One sender's Megolm session and a receiver holding its key, as in an encrypted room.
@Suite struct MegolmSessionTests {
    let crypto: any EndToEndCrypto = LibolmCrypto()

    @Test func messagesDecryptWithTheirIndexes() throws {
        let outbound = try crypto.newOutboundGroupSession()
        #expect(outbound.messageIndex == 0)
        let inbound = try crypto.inboundGroupSession(sessionKey: try outbound.sessionKey())
        #expect(try inbound.sessionID() == outbound.sessionID())
        #expect(inbound.firstKnownIndex == 0)

        let texts = ["reps", "zip 94110", "Your representatives: Nancy Pelosi."]
        let ciphertexts = try texts.map { try outbound.encrypt($0) }
        #expect(outbound.messageIndex == 3)
        // out of order too: each message carries its index
        for index in [2, 0, 1] {
            #expect(try inbound.decrypt(ciphertexts[index]) == GroupPlaintext(text: texts[index], messageIndex: UInt32(index)))
        }
    }

    @Test func aKeySharedLaterReadsOnlyFromItsIndex() throws {
        let outbound = try crypto.newOutboundGroupSession()
        let early = try outbound.encrypt("before the key was shared")
        let late = try crypto.inboundGroupSession(sessionKey: try outbound.sessionKey())
        #expect(late.firstKnownIndex == 1)
        let refused = #expect(throws: CryptoError.self) { try late.decrypt(early) }
        #expect(refused?.reason == .unknownMessageIndex)
        #expect(try late.decrypt(try outbound.encrypt("after")).messageIndex == 1)
    }

    @Test func anExportedKeyReadsFromTheIndexItWasExportedAt() throws {
        let outbound = try crypto.newOutboundGroupSession()
        let holder = try crypto.inboundGroupSession(sessionKey: try outbound.sessionKey())
        let ciphertexts = try ["one", "two", "three"].map { try outbound.encrypt($0) }
        // what an m.forwarded_room_key carries: the key from index 1 on
        let forwarded = try crypto.inboundGroupSession(exportedKey: try holder.exportKey(at: 1))
        #expect(forwarded.firstKnownIndex == 1)
        #expect(try forwarded.sessionID() == outbound.sessionID())
        #expect(try forwarded.decrypt(ciphertexts[2]) == GroupPlaintext(text: "three", messageIndex: 2))
        let refused = #expect(throws: CryptoError.self) { try forwarded.decrypt(ciphertexts[0]) }
        #expect(refused?.reason == .unknownMessageIndex)
    }

    @Test func aTamperedMessageIsRefused() throws {
        let outbound = try crypto.newOutboundGroupSession()
        let inbound = try crypto.inboundGroupSession(sessionKey: try outbound.sessionKey())
        let ciphertext = try outbound.encrypt("reps")
        // a Megolm message is signed by its sender's session key: the signature fails before the MAC
        let error = #expect(throws: CryptoError.self) { try inbound.decrypt(Tampering.middleByteChanged(ciphertext)) }
        #expect(error?.reason == .badSignature)

        let badKey = #expect(throws: CryptoError.self) { try crypto.inboundGroupSession(sessionKey: "AAAA") }
        #expect(badKey != nil)
    }
}
