import COlm

/// `CryptoSigningKey` on libolm's `OlmPkSigning`.
final class LibolmSigningKey: CryptoSigningKey {
    let object: LibolmObject<OpaquePointer>
    let publicKey: String
    let seed: [UInt8]

    init(seed: [UInt8]) throws(CryptoError) {
        object = LibolmObject(size: olm_pk_signing_size(), initialise: { olm_pk_signing($0) },
                              clear: { _ = olm_clear_pk_signing($0) },
                              lastError: { CryptoError(libolm: olm_pk_signing_last_error_code($0), text: olm_pk_signing_last_error($0)) })
        let pointer = object.pointer
        publicKey = try object.text(length: olm_pk_signing_public_key_length(), fills: true) { output, length in
            seed.withUnsafeBytes { olm_pk_signing_key_from_seed(pointer, output, length, $0.baseAddress, $0.count) }
        }
        self.seed = seed
    }

    static func created() throws(CryptoError) -> LibolmSigningKey {
        let seed = try CryptoMemory.withRandomBytes(olm_pk_signing_seed_length()) { random throws(CryptoError) in Array(random) }
        return try LibolmSigningKey(seed: seed)
    }

    func sign(_ message: [UInt8]) throws(CryptoError) -> String {
        let pointer = object.pointer
        return try object.text(length: olm_pk_signature_length(), fills: true) { output, length in
            olm_pk_sign(pointer, message, message.count, output.assumingMemoryBound(to: UInt8.self), length)
        }
    }
}
