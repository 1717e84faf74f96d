/// `rock id`'s ranking: every mineral scored against what was seen (weights in `RockWeights`),
/// the best five kept, ties going to the commoner mineral — the likelier find.
struct MineralRanking {
    /// What was seen, turned once into the masks and bits the scoring compares.
    private let seen: RockObservation
    private let lusterMasks: (full: UInt16, near: UInt16)?
    private let colors: [UInt32]
    private let streaks: [UInt32]
    private let tests: [(full: UInt16, weak: UInt16)]
    private let system: UInt8?

    init(_ seen: RockObservation) {
        self.seen = seen
        lusterMasks = seen.luster.map(PropertyScores.lusterMasks)
        colors = seen.colors.map(\.words)
        streaks = seen.streaks.map(\.words)
        tests = seen.tests.map(PropertyScores.testMasks)
        system = seen.system.flatMap { RockObservationReader.systems.firstIndex(of: $0) }.map(UInt8.init)
    }

    static func top(_ count: Int, for seen: RockObservation, in table: MineralTable) -> [RockMatch] {
        MineralRanking(seen).top(count, in: table)
    }

    func top(_ count: Int, in table: MineralTable) -> [RockMatch] {
        // Only the best few are kept while scanning (no sort of the whole table), and only they
        // get their explanation built: 10,000 minerals stay under a millisecond.
        var best: [(score: Double, commonness: Int, index: Int)] = []
        best.reserveCapacity(count + 1)
        table.traits.withUnsafeBufferPointer { traits in
            for index in traits.indices {
                let score = total(traits[index], table.colorWords)
                if best.count == count, let last = best.last, score < last.score - 1e-9 { continue }
                let entry = (score, table.minerals[index].commonness, index)
                let position = best.firstIndex { Self.ranks(entry, above: $0) } ?? best.count
                best.insert(entry, at: position)
                if best.count > count { best.removeLast() }
            }
        }
        return best.map { entry in
            RockMatch(mineral: table.minerals[entry.index], score: Int((entry.score * 100).rounded()),
                      checks: checks(table.traits[entry.index], table.colorWords, table.minerals[entry.index]))
        }
    }

    private static func ranks(_ entry: (score: Double, commonness: Int, index: Int),
                              above other: (score: Double, commonness: Int, index: Int)) -> Bool {
        if abs(entry.score - other.score) > 1e-9 { return entry.score > other.score }
        return entry.commonness > other.commonness
    }

    /// The weighted share (0…1) of the given properties that match.
    func total(_ traits: MineralTraits, _ words: ContiguousArray<UInt32>) -> Double {
        var sum = 0.0, weights = 0.0
        visit(traits, words) { _, weight, score in
            sum += weight * score
            weights += weight
        }
        return weights == 0 ? 0 : sum / weights
    }

    func checks(_ traits: MineralTraits, _ words: ContiguousArray<UInt32>, _ mineral: Mineral) -> [RockMatch.Check] {
        var result: [RockMatch.Check] = []
        visit(traits, words) { property, _, score in
            result.append(RockMatch.Check(property: property.name(seen), score: score, actual: property.actual(of: mineral)))
        }
        return result
    }

    /// Calls `body` once per property `seen` gives, with its weight and score.
    private func visit(_ traits: MineralTraits, _ words: ContiguousArray<UInt32>,
                       _ body: (RockProperty, Double, Double) -> Void) {
        if let masks = lusterMasks {
            body(.luster, RockWeights.luster, PropertyScores.luster(full: masks.full, near: masks.near, traits.lusters))
        }
        if let hardness = seen.hardness {
            body(.hardness, RockWeights.hardness, PropertyScores.overlap(hardness, traits.hardness, slack: 1))
        }
        if !streaks.isEmpty {
            body(.streak, RockWeights.streak,
                 PropertyScores.colors(streaks, words[Int(traits.streaks.lowerBound)..<Int(traits.streaks.upperBound)]))
        }
        if !colors.isEmpty {
            body(.color, RockWeights.color,
                 PropertyScores.colors(colors, words[Int(traits.colors.lowerBound)..<Int(traits.colors.upperBound)]))
        }
        if let tone = seen.tone {
            body(.tone, RockWeights.tone, (tone == .dark) == traits.isDark ? 1 : 0)
        }
        if let quality = seen.cleavage {
            body(.cleavage, RockWeights.cleavage, PropertyScores.cleavage(quality, seen.cleavageDirections, traits.cleavage))
        }
        if !tests.isEmpty {
            body(.tests, RockWeights.tests, PropertyScores.tests(tests, traits.tests))
        }
        if let gravity = seen.gravity {
            body(.gravity, RockWeights.gravity, PropertyScores.overlap(gravity, traits.gravity, slack: 0.5))
        }
        if let system {
            body(.system, RockWeights.system, system == traits.system ? 1 : 0)
        }
    }
}
