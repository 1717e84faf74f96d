/// How a mineral's surface reflects light. People name either a kind ("vitreous") or just its
/// class ("metallic", "non-metallic"); the ranking compares both (see `RockWeights`).
enum Luster: String, CaseIterable, Sendable {
    case metallic, submetallic
    case vitreous, resinous, pearly, silky, greasy, adamantine, dull, earthy

    /// The three classes mineralogy books sort lusters into.
    enum LusterClass: String, Sendable {
        case metallic, submetallic, nonmetallic = "non-metallic"
    }

    var lusterClass: LusterClass {
        switch self {
        case .metallic: .metallic
        case .submetallic: .submetallic
        default: .nonmetallic
        }
    }

    /// The kind a word names, accepting the spellings people type ("lustre" words, "glassy").
    init?(word: String) {
        let aliases: [String: Luster] = [
            "sub-metallic": .submetallic, "glassy": .vitreous, "waxy": .greasy, "oily": .greasy,
            "diamond-like": .adamantine, "subadamantine": .adamantine, "silk": .silky,
            "pearl": .pearly, "resin": .resinous, "matte": .dull,
        ]
        guard let luster = Luster(rawValue: word) ?? aliases[word] else { return nil }
        self = luster
    }
}
