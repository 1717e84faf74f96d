import Foundation

/// A MinHash signature of a letter's text, to estimate how much of it another letter shares.
///
/// Why: offices file identical mass mail together, so before a letter leaves Townhall compares
/// it with the letters the same member got this month. Comparing texts directly would cost a
/// diff per stored letter; a signature is 128 numbers, and the share of positions where two
/// signatures agree estimates the Jaccard similarity of the two texts' sets of 3-word shingles
/// (error about ±4 % at 128 positions). Words are lower-cased letters and digits only, so
/// punctuation and spacing do not make a copy look new. Each position keeps the low 16 bits of
/// its minimum ("b-bit MinHash"): 256 bytes a letter, so the check reads half as much, and two
/// different minimums agree by chance once in 65,536 — far below the estimate's own error.
public struct LetterFingerprint: Sendable, Equatable {
    public static let positions = 128
    static let shingleWords = 3

    public let values: [UInt16]

    public init(text: String) {
        let words = text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "{" || $0 == "}" || $0 == "_") }
        var minimums = [UInt32](repeating: .max, count: Self.positions)
        let count = max(1, words.count - Self.shingleWords + 1)
        for start in 0..<count {
            let shingle = words[start..<min(words.count, start + Self.shingleWords)].joined(separator: " ")
            let base = Self.fnv1a(shingle)
            for position in 0..<Self.positions {
                let hashed = UInt32(truncatingIfNeeded: Self.mix(base &+ UInt64(position) &* 0x9E37_79B9_7F4A_7C15) >> 32)
                if hashed < minimums[position] { minimums[position] = hashed }
            }
        }
        values = minimums.map { UInt16(truncatingIfNeeded: $0) }
    }

    public init?(data: Data) {
        guard data.count == Self.positions * 2 else { return nil }
        values = data.withUnsafeBytes { raw in
            (0..<Self.positions).map { UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: UInt16.self)) }
        }
    }

    /// 256 bytes, little-endian, as stored.
    public var data: Data {
        var data = Data(capacity: Self.positions * 2)
        for value in values { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }

    /// The estimated Jaccard similarity with the signature stored as `other` (0…1).
    public func similarity(toStored other: Data) -> Double {
        guard other.count == Self.positions * 2 else { return 0 }
        let equal = other.withUnsafeBytes { raw in
            var equal = 0
            for position in 0..<Self.positions
            where UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: position * 2, as: UInt16.self)) == values[position] {
                equal += 1
            }
            return equal
        }
        return Double(equal) / Double(Self.positions)
    }

    private static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    /// SplitMix64's finaliser: spreads one 64-bit hash into an independent-looking one per position.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
