import Foundation

/// The secret every pickle (an account, a session, a group session) is encrypted with. Read once
/// from the environment at start and never written anywhere: a database copied or backed up
/// without it holds no usable key. Its bytes are wiped when the last reference goes, so the secret
/// does not linger in freed memory.
public final class PickleKey: @unchecked Sendable {
    // Immutable after init; @unchecked only because the storage is a raw buffer that deinit wipes.
    private let storage: UnsafeMutableRawBufferPointer

    /// The UTF-8 bytes of `secret` (an empty secret is no key).
    public init?(_ secret: String) {
        let bytes = Array(secret.utf8)
        guard !bytes.isEmpty else { return nil }
        storage = .allocate(byteCount: bytes.count, alignment: 1)
        storage.copyBytes(from: bytes)
    }

    deinit {
        CryptoMemory.wipe(storage)
        storage.deallocate()
    }

    /// Calls `body` with the key's bytes (valid only inside it).
    @discardableResult
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) throws(CryptoError) -> Result) throws(CryptoError) -> Result {
        try body(UnsafeRawBufferPointer(storage))
    }
}
