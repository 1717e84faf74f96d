/// How well one property of a mineral matches what was seen, from 0 (not at all) to 1.
enum PropertyScores {
    /// 1 when the ranges overlap, falling to 0 as the gap grows to `slack`: a hardness off by half
    /// a step is likelier a misjudged scratch than a different mineral.
    static func overlap(_ seen: ClosedRange<Double>, _ actual: ClosedRange<Double>, slack: Double) -> Double {
        let gap = max(actual.lowerBound - seen.upperBound, seen.lowerBound - actual.upperBound, 0)
        return max(0, 1 - gap / slack)
    }

    /// The kind named → 1; the same class, or metallic against submetallic → 0.5.
    static func luster(_ seen: RockObservation.LusterSeen, _ actual: [Luster]) -> Double {
        switch seen {
        case .nonmetallic:
            if actual.contains(where: { $0.lusterClass == .nonmetallic }) { return 1 }
            return actual.contains(.submetallic) ? 0.5 : 0
        case .kind(let kind):
            if actual.contains(kind) { return 1 }
            let near: (Luster) -> Bool = kind.lusterClass == .nonmetallic
                ? { $0.lusterClass == .nonmetallic }
                : { $0.lusterClass != .nonmetallic }
            return actual.contains(where: near) ? 0.5 : 0
        }
    }

    /// Each colour seen against the mineral's closest colour, averaged.
    static func colors(_ seen: [ColorPhrase], _ actual: [ColorPhrase]) -> Double {
        var sum = 0.0
        for phrase in seen {
            var best = 0.0
            for candidate in actual { best = max(best, phrase.similarity(to: candidate)) }
            sum += best
        }
        return sum / Double(seen.count)
    }

    /// Same quality → 1 (0.5 if the directions differ); one step apart → 0.5.
    static func cleavage(_ seen: Cleavage.Quality, _ directions: Int?, _ actual: Cleavage) -> Double {
        switch abs(seen.rawValue - actual.quality.rawValue) {
        case 0: (directions == nil || directions == actual.directions || seen == .none) ? 1 : 0.5
        case 1: 0.5
        default: 0
        }
    }

    /// The share of tests seen that the mineral shows; a weak form ("weakly-magnetic" for
    /// "magnetic", "fizzes-powdered" for "fizzes") counts half.
    static func tests(_ seen: [String], _ actual: [String]) -> Double {
        var sum = 0.0
        for test in seen {
            if actual.contains(test) { sum += 1 }
            else if actual.contains(where: { $0.hasPrefix(test) || test.hasPrefix($0) || $0.hasSuffix(test) || test.hasSuffix($0) }) { sum += 0.5 }
        }
        return sum / Double(seen.count)
    }
}
