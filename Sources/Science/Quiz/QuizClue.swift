/// What the quiz says about a round's mineral: a description from the facts table at the
/// start, then hints that give more away each time (more tests, then the name's shape).
enum QuizClue {
    /// The most hints a round can give; `rocks.quiz_hints` is capped at this.
    static let hintCount = 3

    /// "streak cherry-red, red-brown; hardness 5.5–6.5; luster metallic, dull; color steel-gray, black, red; cleavage none".
    static func description(of mineral: Mineral) -> String {
        "streak \(mineral.streaks.map(\.text).joined(separator: ", ")); hardness \(RockText.range(mineral.hardness)); "
            + "luster \(mineral.lusters.map(\.rawValue).joined(separator: ", ")); "
            + "color \(mineral.colors.map(\.text).joined(separator: ", ")); cleavage \(mineral.cleavage.text)"
    }

    /// Hint `number` (1-based): the heavier facts, then the length and first letter, then every other letter.
    static func hint(_ number: Int, for mineral: Mineral) -> String {
        switch number {
        case 1:
            let tests = mineral.tests.compactMap { FieldTestCatalog.descriptions[$0] }
            return "specific gravity \(RockText.range(mineral.gravity)), \(mineral.system) crystals"
                + (tests.isEmpty ? "" : "; " + tests.joined(separator: ", "))
        case 2:
            let letters = mineral.name.filter(\.isLetter).count
            return "\(letters) letters, starts with \(mineral.name.prefix(1).uppercased())"
        default:
            return masked(mineral.name)
        }
    }

    /// "h_m_t_t_": every other letter shown, spaces kept.
    static func masked(_ name: String) -> String {
        var shown = 0
        return String(name.lowercased().map { character -> Character in
            guard character.isLetter else { return character }
            defer { shown += 1 }
            return shown.isMultiple(of: 2) ? character : "_"
        })
    }
}
