/// How a mineral splits along flat planes: how well, and in how many directions.
struct Cleavage: Sendable, Hashable {
    enum Quality: Int, CaseIterable, Sendable, Comparable {
        case none = 0, poor, good, perfect

        var word: String { String(describing: self) }

        init?(word: String) {
            let aliases: [String: Quality] = [
                "no": .none, "indistinct": .poor, "imperfect": .poor, "fair": .good, "distinct": .good,
                "excellent": .perfect,
            ]
            guard let quality = Quality.allCases.first(where: { $0.word == word }) ?? aliases[word] else { return nil }
            self = quality
        }

        static func < (lhs: Quality, rhs: Quality) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var quality: Quality
    /// 0 when there is no cleavage.
    var directions: Int

    /// "perfect in 1 direction", "none".
    var text: String {
        quality == .none ? "none" : "\(quality.word) in \(directions) direction\(directions == 1 ? "" : "s")"
    }
}
