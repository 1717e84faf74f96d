import Foundation

/// A small seeded generator, so every run builds and exercises the same synthetic data.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An index in 0..<count, skewed towards 0 (`power` > 1): a few members get most questions,
    /// a few questions get most upvotes, as in life.
    mutating func skewed(below count: Int, power: Double) -> Int {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return min(count - 1, Int(Double(count) * pow(unit, power)))
    }
}
