/// `rock id`'s ranking: every mineral scored against what was seen (weights in `RockWeights`),
/// the best five kept, ties going to the commoner mineral — the likelier find.
enum MineralRanking {
    static func top(_ count: Int, for seen: RockObservation, in table: MineralTable) -> [RockMatch] {
        // Only the best few are kept while scanning (no sort of the whole table) and only they get
        // their per-property explanation built: 10,000 minerals stay well under a millisecond.
        var best: [(score: Double, index: Int)] = []
        best.reserveCapacity(count + 1)
        for (index, mineral) in table.minerals.enumerated() {
            let score = total(mineral, seen)
            guard best.count < count || ranksAbove(score, mineral, best[best.count - 1], table) else { continue }
            let position = best.firstIndex { !ranksAbove($0.score, table.minerals[$0.index], (score, index), table) } ?? best.count
            best.insert((score, index), at: position)
            if best.count > count { best.removeLast() }
        }
        return best.map { entry in
            let mineral = table.minerals[entry.index]
            return RockMatch(mineral: mineral, score: Int((entry.score * 100).rounded()), checks: checks(mineral, seen))
        }
    }

    private static func ranksAbove(_ score: Double, _ mineral: Mineral, _ other: (score: Double, index: Int),
                                   _ table: MineralTable) -> Bool {
        if abs(score - other.score) > 1e-9 { return score > other.score }
        return mineral.commonness > table.minerals[other.index].commonness
    }

    /// The weighted share (0…1) of the given properties that match.
    static func total(_ mineral: Mineral, _ seen: RockObservation) -> Double {
        var sum = 0.0, weights = 0.0
        visit(mineral, seen) { _, weight, score, _ in
            sum += weight * score
            weights += weight
        }
        return weights == 0 ? 0 : sum / weights
    }

    static func checks(_ mineral: Mineral, _ seen: RockObservation) -> [RockMatch.Check] {
        var result: [RockMatch.Check] = []
        visit(mineral, seen) { property, _, score, actual in
            result.append(RockMatch.Check(property: property, score: score, actual: actual()))
        }
        return result
    }

    /// Calls `body` once per property `seen` gives: its name, weight, score and (lazily, since
    /// only the top five need it) the mineral's own value as text.
    private static func visit(_ mineral: Mineral, _ seen: RockObservation,
                              _ body: (String, Double, Double, () -> String) -> Void) {
        if let luster = seen.luster {
            body("luster", RockWeights.luster, PropertyScores.luster(luster, mineral.lusters),
                 { mineral.lusters.map(\.rawValue).joined(separator: ", ") })
        }
        if let hardness = seen.hardness {
            body("hardness", RockWeights.hardness, PropertyScores.overlap(hardness, mineral.hardness, slack: 1),
                 { RockText.range(mineral.hardness) })
        }
        if !seen.streaks.isEmpty {
            body("streak", RockWeights.streak, PropertyScores.colors(seen.streaks, mineral.streaks),
                 { mineral.streaks.map(\.text).joined(separator: ", ") })
        }
        if !seen.colors.isEmpty {
            body("color", RockWeights.color, PropertyScores.colors(seen.colors, mineral.colors),
                 { mineral.colors.map(\.text).joined(separator: ", ") })
        }
        if let tone = seen.tone {
            body(tone.rawValue, RockWeights.tone, tone == mineral.tone ? 1 : 0, { mineral.tone.rawValue })
        }
        if let quality = seen.cleavage {
            body("cleavage", RockWeights.cleavage,
                 PropertyScores.cleavage(quality, seen.cleavageDirections, mineral.cleavage), { mineral.cleavage.text })
        }
        if !seen.tests.isEmpty {
            body(seen.tests.joined(separator: ", "), RockWeights.tests, PropertyScores.tests(seen.tests, mineral.tests),
                 { mineral.tests.isEmpty ? "no telling test" : mineral.tests.joined(separator: ", ") })
        }
        if let gravity = seen.gravity {
            body("gravity", RockWeights.gravity, PropertyScores.overlap(gravity, mineral.gravity, slack: 0.5),
                 { RockText.range(mineral.gravity) })
        }
        if let system = seen.system {
            body(system, RockWeights.system, system == mineral.system ? 1 : 0, { mineral.system })
        }
    }
}
