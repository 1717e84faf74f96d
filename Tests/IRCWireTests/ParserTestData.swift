import Foundation
import Yams

/// Loads the ircdocs parser test vectors IN PLACE from `../shared/data/irc-parser-tests/`
/// next to the package root. A missing or unreadable file throws, which fails the tests that
/// use it (test arguments are evaluated when the test runs) — it never silently skips.
enum ParserTestData {
    struct MissingData: Error, CustomStringConvertible {
        var description: String
    }

    static func directory(filePath: String = #filePath) throws -> URL {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.deletingLastPathComponent()
                    .appendingPathComponent("shared/data/irc-parser-tests", isDirectory: true)
            }
            directory.deleteLastPathComponent()
        }
        throw MissingData(description: "no Package.swift above \(filePath)")
    }

    /// The `tests:` list of one YAML file, each entry a dictionary.
    static func tests(in file: String) throws -> [[String: Any]] {
        let url = try directory().appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw MissingData(description: "cannot read \(url.path)")
        }
        guard let root = try Yams.load(yaml: text) as? [String: Any],
              let tests = root["tests"] as? [[String: Any]], !tests.isEmpty else {
            throw MissingData(description: "\(url.path) has no tests")
        }
        return tests
    }

    static func atoms(_ entry: [String: Any]) -> Atoms {
        let atoms = entry["atoms"] as? [String: Any] ?? [:]
        return Atoms(
            tags: (atoms["tags"] as? [String: Any] ?? [:]).mapValues { string($0) },
            source: atoms["source"].map(string),
            verb: string(atoms["verb"] ?? ""),
            params: (atoms["params"] as? [Any] ?? []).map(string)
        )
    }

    /// YAML scalars may come back as numbers or nil; the vectors mean them as text.
    static func string(_ value: Any) -> String {
        switch value {
        case let string as String: string
        case is NSNull: ""
        default: "\(value)"
        }
    }
}

/// The expected parts of a message in msg-split.yaml / msg-join.yaml.
struct Atoms: Sendable, Hashable {
    var tags: [String: String]
    var source: String?
    var verb: String
    var params: [String]
}
