import Foundation

/// What the server answers for one path: a file read in place on every request, or bytes given
/// by the test (to publish a changed version).
enum ServedFile: Sendable {
    case file(URL)
    case bytes([UInt8], lastModified: Date)
    /// A 301 to this location (as senate.gov answers for a roll call not published yet).
    case redirect(String)

    /// The current content and its modification time.
    func load() throws -> (bytes: [UInt8], lastModified: Date) {
        switch self {
        case .bytes(let bytes, let date):
            return (bytes, date)
        case .redirect:
            return ([], Date(timeIntervalSince1970: 0))
        case .file(let url):
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let date = attributes[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0)
            return (Array(try Data(contentsOf: url)), date)
        }
    }

    /// A strong validator derived from the bytes (FNV-1a), so changed content means a new ETag.
    static func etag(of bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "\"\(String(hash, radix: 16))-\(bytes.count)\""
    }
}
