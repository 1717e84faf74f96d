/// SplitMix64, so a run is replayed exactly from its seed.
struct WireRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<count (count > 0).
    mutating func below(_ count: Int) -> Int { Int.random(in: 0..<count, using: &self) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
