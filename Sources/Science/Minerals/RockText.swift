import Chat
import Storage

/// Every sentence the rock commands write about minerals and what was seen.
enum RockText {
    static let knownKeys = RockObservationReader.keys.joined(separator: ", ")
    static let example = "rock id luster=metallic streak=black hardness=6"

    static func range(_ range: ClosedRange<Double>) -> String {
        range.lowerBound == range.upperBound ? range.lowerBound.formatted
            : "\(range.lowerBound.formatted)–\(range.upperBound.formatted)"
    }

    /// "1. Pyrite 100 — matches luster, streak, hardness; not color (brass-yellow, pale-brass, gold)".
    static func candidate(_ match: RockMatch, rank: Int) -> StyledText {
        let matched = match.checks.filter { $0.score >= 0.75 }.map(\.property)
        let partly = match.checks.filter { $0.score > 0 && $0.score < 0.75 }.map { "\($0.property) (\($0.actual))" }
        let missed = match.checks.filter { $0.score == 0 }.map { "\($0.property) (\($0.actual))" }
        var parts: [String] = []
        if !matched.isEmpty { parts.append("matches " + matched.joined(separator: ", ")) }
        if !partly.isEmpty { parts.append("partly " + partly.joined(separator: ", ")) }
        if !missed.isEmpty { parts.append("not " + missed.joined(separator: ", ")) }
        return "\(rank). \(.bold(StyledText(match.mineral.name))) \(match.score) — \(parts.joined(separator: "; "))"
    }

    /// `mineral <name>`: the card, in two lines.
    static func card(_ mineral: Mineral) -> [StyledText] {
        let tests = mineral.tests.compactMap { FieldTestCatalog.descriptions[$0] }
        let first: StyledText = "\(.bold(StyledText(mineral.name))): \(mineral.about)"
        let second = "Color \(mineral.colors.map(\.text).joined(separator: ", ")) (\(mineral.tone.rawValue)); "
            + "luster \(mineral.lusters.map(\.rawValue).joined(separator: ", ")); "
            + "streak \(mineral.streaks.map(\.text).joined(separator: ", ")); hardness \(range(mineral.hardness)); "
            + "cleavage \(mineral.cleavage.text); SG \(range(mineral.gravity)); \(mineral.system)"
            + (tests.isEmpty ? "." : "; " + tests.joined(separator: ", ") + ".")
        return [first, StyledText(second)]
    }

    static func noSuchMineral(_ name: String) -> CommandFailure {
        CommandFailure("I know no mineral called \"\(name)\" — check the spelling, or describe it: \(example).")
    }

    // MARK: refusals of what was seen

    static func notAPair(_ word: String) -> CommandFailure {
        CommandFailure("\"\(word)\" is not key=value — use \(knownKeys), e.g. \(example).")
    }

    static func unknownKey(_ key: String) -> CommandFailure {
        CommandFailure("I don't know the property \"\(key)\" — use \(knownKeys).")
    }

    static func unknownWord(_ word: String) -> CommandFailure {
        CommandFailure("I don't know \"\(word)\" — say colours, lusters (metallic, vitreous…), \"X streak\", "
            + "\"hardness N\", \"perfect cleavage\" or tests (magnetic, fizzes…), or use \(knownKeys) as key=value.")
    }

    static func unknownColor(_ value: String) -> CommandFailure {
        CommandFailure("\"\(value)\" is not a colour I know — use \(ColorWords.vocabulary.joined(separator: ", ")) "
            + "(pale-, dark-, -ish and hyphens work too), or light/dark.")
    }

    static func unknownLuster(_ value: String) -> CommandFailure {
        CommandFailure("\"\(value)\" is not a luster I know — use non-metallic, "
            + Luster.allCases.map(\.rawValue).joined(separator: ", ") + ".")
    }

    static func badHardness(_ value: String) -> CommandFailure {
        CommandFailure("Give hardness as a number or a range, e.g. hardness=6 or hardness=6-6.5 (Mohs scale, 1 to 10).")
    }

    static func repeatedKey(_ key: String) -> CommandFailure {
        CommandFailure("You gave \(key) twice — give each property once, several values with commas, e.g. color=red,brown.")
    }

    static func hardnessOutOfScale(_ value: String) -> CommandFailure {
        CommandFailure("Mohs hardness runs from 1 (talc) to 10 (diamond); \(value) is off the scale — try e.g. hardness=6.")
    }

    static func badGravity(_ value: String) -> CommandFailure {
        CommandFailure("Give specific gravity as a number or range, e.g. gravity=2.6 or gravity=4.9-5.2.")
    }

    static func badCleavage(_ value: String) -> CommandFailure {
        CommandFailure("Cleavage is none, poor, good or perfect, with directions if you know them: cleavage=perfect-3.")
    }

    static func unknownSystem(_ value: String) -> CommandFailure {
        CommandFailure("\"\(value)\" is not a crystal system — use \(RockObservationReader.systems.joined(separator: ", ")).")
    }

    static func unknownTest(_ value: String) -> CommandFailure {
        CommandFailure("\"\(value)\" is not a test I know — use \(FieldTestCatalog.known.sorted().joined(separator: ", ")).")
    }
}
