import Foundation

/// Scratch memory for secrets handed to or taken from a C library: random bytes, plaintexts,
/// seeds. Wiped before it is freed (with a write the optimizer cannot drop), so no secret stays
/// in memory another allocation could read back.
enum CryptoMemory {
    static func wipe(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return }
        // explicit_bzero, unlike memset, is never removed as a dead store before a free
        explicit_bzero(base, buffer.count)
    }

    /// `count` bytes from the system's secure generator, wiped after `body`.
    @discardableResult
    static func withRandomBytes<Result>(_ count: Int, _ body: (UnsafeMutableRawBufferPointer) throws(CryptoError) -> Result) throws(CryptoError) -> Result {
        try withWipedBuffer(count, filledBy: { buffer in
            var generator = SystemRandomNumberGenerator()
            for index in buffer.indices { buffer[index] = generator.next() }
        }, body)
    }

    /// A copy of `bytes` the library may overwrite (libolm decodes base64 in place), wiped after
    /// `body`.
    @discardableResult
    static func withScratchCopy<Result>(of bytes: some Collection<UInt8>,
                                        _ body: (UnsafeMutableRawBufferPointer) throws(CryptoError) -> Result) throws(CryptoError) -> Result {
        try withWipedBuffer(bytes.count, filledBy: { $0.copyBytes(from: bytes) }, body)
    }

    /// An output buffer of `count` bytes, wiped after `body` (which makes a value of what it needs).
    @discardableResult
    static func withOutput<Result>(_ count: Int, _ body: (UnsafeMutableRawBufferPointer) throws(CryptoError) -> Result) throws(CryptoError) -> Result {
        try withWipedBuffer(count, filledBy: { _ in }, body)
    }

    /// `count` bytes, filled by `fill`, handed to `body`, then wiped and freed.
    private static func withWipedBuffer<Result>(_ count: Int, filledBy fill: (UnsafeMutableRawBufferPointer) -> Void,
                                                _ body: (UnsafeMutableRawBufferPointer) throws(CryptoError) -> Result) throws(CryptoError) -> Result {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(count, 1), alignment: 1)
        defer {
            wipe(storage)
            storage.deallocate()
        }
        let buffer = UnsafeMutableRawBufferPointer(rebasing: storage[0..<count])
        fill(buffer)
        return try body(buffer)
    }
}
