import Chat
import Foundation

/// Reads what someone saw, as `key=value` pairs (`luster=metallic streak=black hardness=6`) or
/// plain words (`dark metallic black streak hardness 6`). Anything it cannot place is refused
/// with one line naming what it knows, never silently dropped.
struct RockObservationReader {
    static let keys = ["color", "luster", "streak", "hardness", "cleavage", "gravity", "system", "test"]
    private static let keyAliases: [String: String] = [
        "colour": "color", "lustre": "luster", "h": "hardness", "mohs": "hardness", "sg": "gravity",
        "density": "gravity", "crystal": "system", "tests": "test",
    ]
    static let systems = ["cubic", "tetragonal", "hexagonal", "trigonal", "orthorhombic", "monoclinic", "triclinic", "amorphous"]
    /// Words that carry no property in plain sentences ("a metallic luster with a black streak").
    private static let filler: Set<String> = ["a", "an", "and", "with", "is", "it", "of", "the", "luster", "lustre",
                                              "color", "colour", "in", "to", "very", "its", "on"]

    private(set) var seen = RockObservation()
    /// The keys given so far (after their aliases), to refuse one given twice.
    private var keysGiven: Set<String> = []

    static func read(_ words: [String]) throws -> RockObservation {
        var reader = RockObservationReader()
        let lowered = words.map { $0.lowercased().replacingOccurrences(of: "–", with: "-") }
        if lowered.contains(where: { $0.contains("=") }) {
            for word in lowered { try reader.readPair(word) }
        } else {
            try reader.readPlain(lowered)
        }
        return reader.seen
    }

    // MARK: key=value

    private mutating func readPair(_ word: String) throws {
        let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty else { throw RockText.notAPair(word) }
        let key = Self.keyAliases[parts[0]] ?? parts[0]
        // A second hardness= would silently replace the first: say so instead (several values
        // of one property go in one pair, with commas).
        guard keysGiven.insert(key).inserted else { throw RockText.repeatedKey(parts[0]) }
        let values = parts[1].split(separator: ",").map(String.init)
        switch key {
        case "color":
            for value in values {
                if let tone = Mineral.Tone(rawValue: value) { seen.tone = tone } else { seen.colors.append(try Self.color(value)) }
            }
        case "streak": seen.streaks += try values.map(Self.color)
        case "luster": seen.luster = try Self.luster(parts[1])
        case "hardness": seen.hardness = try Self.hardness(parts[1])
        case "cleavage": try readCleavage(parts[1])
        case "gravity": seen.gravity = try Self.gravity(parts[1])
        case "system": seen.system = try Self.system(parts[1])
        case "test": seen.tests += try values.map(Self.test)
        default: throw RockText.unknownKey(parts[0])
        }
    }

    private mutating func readCleavage(_ value: String) throws {
        // "perfect", "perfect-3", "none".
        let parts = value.split(separator: "-").map(String.init)
        guard let quality = Cleavage.Quality(word: parts[0]), parts.count <= 2 else { throw RockText.badCleavage(value) }
        seen.cleavage = quality
        if parts.count == 2 {
            guard let directions = Int(parts[1]), (1...6).contains(directions) else { throw RockText.badCleavage(value) }
            seen.cleavageDirections = directions
        }
    }

    // MARK: plain words

    private mutating func readPlain(_ words: [String]) throws {
        var pending: [ColorPhrase] = []  // colours not yet known to be the rock's or its streak's
        var streakNext = false
        var index = 0
        func next() -> String? { index + 1 < words.count ? words[index + 1] : nil }
        while index < words.count {
            let word = words[index]
            let isColor = ColorWords.isColorWord(word) && ColorPhrase(word) != nil
            // Colours before any other word are the rock's own, unless "streak" follows them.
            if !isColor && word != "streak" { seen.colors += pending; pending = [] }
            if word == "streak" {
                if pending.isEmpty { streakNext = true } else { seen.streaks += pending; pending = [] }
            } else if word == "hardness" || word == "mohs" || word == "h" {
                guard let value = next() else { throw RockText.badHardness(word) }
                seen.hardness = try Self.hardness(value)
                index += 1
            } else if word == "gravity" || word == "sg" {
                guard let value = next() else { throw RockText.badGravity(word) }
                seen.gravity = try Self.gravity(value)
                index += 1
            } else if word == "cleavage" {
                if seen.cleavage == nil, let value = next(), let quality = Cleavage.Quality(word: value) {
                    seen.cleavage = quality
                    index += 1
                } else if seen.cleavage == nil {
                    throw RockText.badCleavage(next() ?? "")
                }
            } else if let quality = Cleavage.Quality(word: word), next() == "cleavage" {
                seen.cleavage = quality
                index += 1
            } else if word.first?.isNumber == true {
                seen.hardness = try Self.hardness(word)
            } else if let tone = Mineral.Tone(rawValue: word) {
                seen.tone = tone
            } else if let luster = try? Self.luster(word) {
                seen.luster = luster
            } else if let test = FieldTestCatalog.test(named: word) {
                seen.tests.append(test)
            } else if Self.systems.contains(word) {
                seen.system = word
            } else if isColor, let phrase = ColorPhrase(word) {
                if streakNext { seen.streaks.append(phrase); streakNext = false } else { pending.append(phrase) }
            } else if !Self.filler.contains(word) && !ColorWords.isColorWord(word) {
                throw RockText.unknownWord(word)
            }
            index += 1
        }
        seen.colors += pending
    }

    // MARK: values

    static func color(_ value: String) throws -> ColorPhrase {
        guard let phrase = ColorPhrase(value) else { throw RockText.unknownColor(value) }
        return phrase
    }

    static func luster(_ value: String) throws -> RockObservation.LusterSeen {
        if value == "non-metallic" || value == "nonmetallic" { return .nonmetallic }
        guard let luster = Luster(word: value) else { throw RockText.unknownLuster(value) }
        return .kind(luster)
    }

    static func hardness(_ value: String) throws -> ClosedRange<Double> {
        // A plain number (a negative one too) outside Mohs' scale is off it, not malformed.
        if let number = Double(value), !(1...10).contains(number) { throw RockText.hardnessOutOfScale(value) }
        guard let range = MineralLineParser.range(value) else { throw RockText.badHardness(value) }
        guard range.lowerBound >= 1, range.upperBound <= 10 else { throw RockText.hardnessOutOfScale(value) }
        return range
    }

    static func gravity(_ value: String) throws -> ClosedRange<Double> {
        guard let range = MineralLineParser.range(value), range.lowerBound > 0, range.upperBound < 25 else {
            throw RockText.badGravity(value)
        }
        return range
    }

    static func system(_ value: String) throws -> String {
        guard systems.contains(value) else { throw RockText.unknownSystem(value) }
        return value
    }

    static func test(_ value: String) throws -> String {
        guard let test = FieldTestCatalog.test(named: value) else { throw RockText.unknownTest(value) }
        return test
    }
}
