/// Large tables for the benchmark: `rock id` must stay fast when the facts grow.
extension MineralTable {
    /// `count` minerals made by recombining the shipped facts: each a shipped mineral renamed,
    /// with its hardness shifted and its colours and streak borrowed from others, so that the
    /// ranking has real work (no two rows alike) without inventing new words.
    public static func synthetic(count: Int) -> MineralTable {
        let source = shipped.minerals
        let shifts = [-1.0, -0.5, 0, 0.5, 1.0]
        return MineralTable((0..<count).map { index in
            var mineral = source[index % source.count]
            let donor = source[(index * 7 + 3) % source.count]
            let shift = shifts[(index / source.count) % shifts.count]
            mineral.name += "-\(index)"
            // Kept on the Mohs scale: talc cannot go below 1, nor diamond above 10.
            let clamp = { (value: Double) in min(10, max(1, value)) }
            mineral.hardness = clamp(mineral.hardness.lowerBound + shift)...clamp(mineral.hardness.upperBound + shift)
            mineral.colors = Array((mineral.colors + donor.colors).prefix(6))
            if index % 3 == 0 { mineral.streaks = donor.streaks }
            return mineral
        })
    }

    /// How many minerals the table holds.
    public var count: Int { minerals.count }
}
