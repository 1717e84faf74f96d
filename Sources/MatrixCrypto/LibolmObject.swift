import COlm

/// The memory of one libolm object (libolm works in memory its caller provides): allocated at
/// the size libolm asks, handed to its initialiser, and on release cleared by libolm's own
/// `olm_clear_*` (which wipes the keys in it) before it is freed.
final class LibolmObject<Pointer> {
    let pointer: Pointer
    private let memory: UnsafeMutableRawPointer
    private let clear: (Pointer) -> Void
    /// The object's last error, as libolm keeps it per object.
    private let lastError: (Pointer) -> CryptoError

    init(size: Int, initialise: (UnsafeMutableRawPointer) -> Pointer, clear: @escaping (Pointer) -> Void,
         lastError: @escaping (Pointer) -> CryptoError) {
        memory = .allocate(byteCount: size, alignment: 16)
        pointer = initialise(memory)
        self.clear = clear
        self.lastError = lastError
    }

    deinit {
        clear(pointer)
        memory.deallocate()
    }

    /// `result` unless it is `olm_error()`, which becomes the object's last error.
    @discardableResult
    func check(_ result: Int) throws(CryptoError) -> Int {
        guard result != olm_error() else { throw lastError(pointer) }
        return result
    }

    /// Calls a libolm function that writes up to `length` bytes of text (base64 or JSON) and
    /// returns the count it wrote, or, when `fills` (the `olm_pk_*` functions), exactly `length`
    /// bytes and returns 0; the text it wrote.
    func text(length: Int, fills: Bool = false, _ write: (UnsafeMutableRawPointer, Int) -> Int) throws(CryptoError) -> String {
        try CryptoMemory.withOutput(length) { buffer throws(CryptoError) in
            let result = try check(write(buffer.baseAddress!, length))
            let written = fills ? length : result
            return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[0..<written]), as: UTF8.self)
        }
    }
}

extension LibolmObject {
    /// The object pickled with `key` by libolm's `olm_pickle_*` (`length` from its `…_length`).
    func pickle(key: PickleKey, length: Int,
                _ write: (Pointer, UnsafeRawPointer, Int, UnsafeMutableRawPointer, Int) -> Int) throws(CryptoError) -> String {
        try key.withBytes { keyBytes throws(CryptoError) in
            try text(length: length) { output, outputLength in
                write(pointer, keyBytes.baseAddress!, keyBytes.count, output, outputLength)
            }
        }
    }

    /// Loads `pickle` into the object with libolm's `olm_unpickle_*` (which decodes in place).
    func unpickle(_ pickle: String, key: PickleKey,
                  _ read: (Pointer, UnsafeRawPointer, Int, UnsafeMutableRawPointer, Int) -> Int) throws(CryptoError) {
        try key.withBytes { keyBytes throws(CryptoError) in
            try CryptoMemory.withScratchCopy(of: Array(pickle.utf8)) { scratch throws(CryptoError) in
                try check(read(pointer, keyBytes.baseAddress!, keyBytes.count, scratch.baseAddress!, scratch.count))
            }
        }
    }
}
