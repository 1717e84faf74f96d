/// A ciphertext changed on the way: one base64 character in its middle replaced by another, so the
/// text still decodes and only the cryptography can tell.
enum Tampering {
    static func middleByteChanged(_ text: String) -> String {
        var bytes = Array(text.utf8)
        let middle = bytes.count / 2
        bytes[middle] = bytes[middle] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        return String(decoding: bytes, as: UTF8.self)
    }
}
