import Foundation

/// Reads the `|`-separated lines of `MineralFacts` (see its comment for the fields).
enum MineralLineParser {
    struct LineError: Error, CustomStringConvertible {
        var line: String
        var reason: String
        var description: String { "\(reason): \(line)" }
    }

    static func parseAll(_ text: String) throws -> [Mineral] {
        try text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.map(parse)
    }

    static func parse(_ line: String) throws -> Mineral {
        let fields = line.split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        func fail(_ reason: String) -> LineError { LineError(line: line, reason: reason) }
        guard fields.count == 12 else { throw fail("expected 12 fields, found \(fields.count)") }
        guard let tone = Mineral.Tone(rawValue: fields[2]) else { throw fail("tone is light or dark") }
        let lusters = try list(fields[3]).map { word in
            guard let luster = Luster(rawValue: word) else { throw fail("unknown luster \(word)") }
            return luster
        }
        guard let hardness = range(fields[5]), hardness.lowerBound >= 1, hardness.upperBound <= 10 else {
            throw fail("hardness is N or N-M within 1-10")
        }
        guard let gravity = range(fields[7]) else { throw fail("specific gravity is N or N-M") }
        let tests = fields[9] == "-" ? [] : list(fields[9])
        if let unknown = tests.first(where: { !FieldTestCatalog.known.contains($0) }) { throw fail("unknown test \(unknown)") }
        guard RockObservationReader.systems.contains(fields[8]) else { throw fail("unknown crystal system \(fields[8])") }
        guard let commonness = Int(fields[10]), (1...10).contains(commonness) else { throw fail("commonness is 1-10") }
        let colors = try list(fields[1]).map { word in
            guard let phrase = ColorPhrase(word) else { throw fail("unknown colour \(word)") }
            return phrase
        }
        let streaks = try list(fields[4]).map { word in
            guard let phrase = ColorPhrase(word) else { throw fail("unknown streak colour \(word)") }
            return phrase
        }
        return Mineral(name: fields[0], colors: colors, tone: tone, lusters: lusters, streaks: streaks, hardness: hardness,
                       cleavage: try cleavage(fields[6], fail: fail), gravity: gravity, system: fields[8],
                       tests: tests, commonness: commonness, about: fields[11])
    }

    /// "6-6.5" or "7" as a range.
    /// "6" or "6-6.5"; nil for anything else, a missing bound included ("-1" is not 1).
    static func range(_ text: String) -> ClosedRange<Double>? {
        let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
        let parts = pieces.compactMap { Double($0) }
        guard parts.count == pieces.count, let low = parts.first, let high = parts.last, parts.count <= 2, low <= high else { return nil }
        return low...high
    }

    private static func list(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func cleavage(_ text: String, fail: (String) -> LineError) throws -> Cleavage {
        if text == "none" { return Cleavage(quality: .none, directions: 0) }
        let words = text.split(separator: " ").map(String.init)
        guard words.count == 2, let quality = Cleavage.Quality(word: words[0]), quality != .none,
              let directions = Int(words[1]), directions > 0 else {
            throw fail("cleavage is none or QUALITY DIRECTIONS")
        }
        return Cleavage(quality: quality, directions: directions)
    }
}
