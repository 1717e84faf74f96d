/// Turns SASL credentials into AUTHENTICATE arguments: base64, cut into 400-byte pieces,
/// followed by a lone "+" when the last piece was exactly 400 bytes (or there was nothing),
/// so the server knows the payload ended.
enum SASLPayload {
    static let chunkSize = 400

    static func plain(account: String, password: String) -> [UInt8] {
        // authorization identity, authentication identity, password, NUL separated
        Array(account.utf8) + [0] + Array(account.utf8) + [0] + Array(password.utf8)
    }

    static func chunks(_ payload: [UInt8]) -> [String] {
        let encoded = base64(payload)
        var pieces: [String] = []
        var index = encoded.startIndex
        while index < encoded.endIndex {
            let end = encoded.index(index, offsetBy: chunkSize, limitedBy: encoded.endIndex) ?? encoded.endIndex
            pieces.append(String(encoded[index..<end]))
            index = end
        }
        if pieces.last.map({ $0.utf8.count == chunkSize }) ?? true {
            pieces.append("+")
        }
        return pieces
    }

    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = bytes[i], b1 = i + 1 < bytes.count ? bytes[i + 1] : 0, b2 = i + 2 < bytes.count ? bytes[i + 2] : 0
            out.append(alphabet[Int(b0 >> 2)])
            out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            out.append(i + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
