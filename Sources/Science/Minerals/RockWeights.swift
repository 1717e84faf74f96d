/// How much each property counts in `rock id`'s ranking, published in `help rock`. Hardness and
/// luster are what a field guide checks first and are hard to misjudge; colour misleads most
/// (many minerals come in many colours), so it counts least. A score is the weighted share of
/// the properties given, so saying more never lowers a perfect match.
enum RockWeights {
    static let hardness = 3.0
    static let luster = 3.0
    static let streak = 2.5
    static let tests = 2.0
    static let cleavage = 1.5
    static let color = 1.5
    static let tone = 1.0
    static let gravity = 1.0
    static let system = 1.0

    /// "hardness 3, luster 3, streak 2.5, …" for help.
    static var summary: String {
        let pairs: [(String, Double)] = [
            ("hardness", hardness), ("luster", luster), ("streak", streak), ("tests", tests),
            ("cleavage", cleavage), ("color", color), ("light/dark", tone), ("gravity", gravity), ("system", system),
        ]
        return pairs.map { "\($0.0) \($0.1.formatted)" }.joined(separator: ", ")
    }
}

extension Double {
    /// "3", "2.5", "6.5": the short form hardness and weights are written in.
    var formatted: String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
