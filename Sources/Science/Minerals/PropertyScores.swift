/// How well one property of a mineral matches what was seen, from 0 (not at all) to 1.
enum PropertyScores {
    /// 1 when the ranges overlap, falling to 0 as the gap grows to `slack`: a hardness off by half
    /// a step is likelier a misjudged scratch than a different mineral.
    static func overlap(_ seen: ClosedRange<Double>, _ actual: ClosedRange<Double>, slack: Double) -> Double {
        let gap = max(actual.lowerBound - seen.upperBound, seen.lowerBound - actual.upperBound, 0)
        return max(0, 1 - gap / slack)
    }

    /// The kind named → 1; the same class, or metallic against submetallic → 0.5 (`near`).
    static func luster(full: UInt16, near: UInt16, _ actual: UInt16) -> Double {
        actual & full != 0 ? 1 : actual & near != 0 ? 0.5 : 0
    }

    /// The bits a seen luster matches fully and nearly.
    static func lusterMasks(_ seen: RockObservation.LusterSeen) -> (full: UInt16, near: UInt16) {
        let nonmetallic = Luster.bits(of: .nonmetallic)
        switch seen {
        case .nonmetallic:
            return (nonmetallic, Luster.submetallic.bit)
        case .kind(let kind):
            return (kind.bit, kind.lusterClass == .nonmetallic ? nonmetallic : ~nonmetallic)
        }
    }

    /// Each colour seen against the mineral's closest colour, averaged.
    static func colors(_ seen: [UInt32], _ actual: ArraySlice<UInt32>) -> Double {
        var sum = 0.0
        for phrase in seen {
            var best = 0.0
            for candidate in actual { best = max(best, ColorPhrase.similarity(phrase, candidate)) }
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
    /// "magnetic", "fizzes-powdered" for "fizzes") counts half. `seen` holds, per test, its bit
    /// and the bits of its weak forms.
    static func tests(_ seen: [(full: UInt16, weak: UInt16)], _ actual: UInt16) -> Double {
        var sum = 0.0
        for test in seen { sum += actual & test.full != 0 ? 1 : actual & test.weak != 0 ? 0.5 : 0 }
        return sum / Double(seen.count)
    }

    /// The bits of `test` and of its weak forms.
    static func testMasks(_ test: String) -> (full: UInt16, weak: UInt16) {
        let related = FieldTestCatalog.ordered.filter {
            $0 != test && ($0.hasPrefix(test) || test.hasPrefix($0) || $0.hasSuffix(test) || test.hasSuffix($0))
        }
        return (FieldTestCatalog.bit(of: test), related.reduce(0) { $0 | FieldTestCatalog.bit(of: $1) })
    }
}
