import Storage

/// The word that names a state legislature's chamber in `district senate 11`: the state's own
/// first word for it ("senate", "assembly", "house"), so the hint `reps` gives reads as the person
/// knows the chamber; the generic words are read too, whatever the state calls its chambers.
enum StateChamberWord {
    private static let upperWords: Set<String> = ["senate", "upper", "legislature"]
    private static let lowerWords: Set<String> = ["assembly", "house", "delegates", "lower", "council"]

    /// "senate", "assembly", "house" (for a House of Delegates), "legislature" (Nebraska's).
    static func word(for chamber: StateChamber, of state: USState) -> String {
        let name = chamber == .upper ? state.upperChamber : state.lowerChamber
        return name.split(separator: " ").first.map { $0.lowercased() } ?? name.lowercased()
    }

    /// The chamber `word` names, any case; nil for a word no chamber is called.
    static func chamber(_ word: String) -> StateChamber? {
        let word = word.lowercased()
        if upperWords.contains(word) { return .upper }
        if lowerWords.contains(word) { return .lower }
        return nil
    }
}
