import Foundation
import Storage
import Yams

/// What the unitedstates/congress-legislators YAML files share: a list of entries, each with an
/// `id` mapping whose `bioguide` names the member. The legislators, district offices and social
/// media importers read their entries through here, so a bad file gets the same errors, naming
/// the line, whichever it is.
enum LegislatorsYAML {
    /// The entries of the list in `text`; `what` names them in errors ("legislators").
    static func entries(in text: String, file: String, what: String) throws(ImportError) -> [Node] {
        guard let root = try document(in: text, file: file), case .sequence(let entries) = root else {
            throw ImportError(file: file, line: 1, message: "expected a list of \(what)")
        }
        guard !entries.isEmpty else {
            throw ImportError(file: file, line: 1, message: "the list of \(what) is empty")
        }
        return Array(entries)
    }

    /// The YAML document in `text` (nil when it is empty), or an error naming the line where it
    /// stops being YAML. The Open States person files are read through here too.
    static func document(in text: String, file: String) throws(ImportError) -> Node? {
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ImportError(file: file, line: line(of: error), message: "not valid YAML (\(problem(of: error)))")
        } catch {
            throw ImportError(file: file, message: "not valid YAML (\(error))")
        }
    }

    /// Each entry's bioguide id, checked: every entry is a mapping with `id.bioguide`, and no two
    /// entries name the same member. `expecting` says what an entry holds, for the error.
    static func bioguideIDs(of entries: [Node], file: String, expecting: String) throws(ImportError) -> [MemberID] {
        var lineOfBioguide: [MemberID: Int] = [:]
        var ids: [MemberID] = []
        for (index, entry) in entries.enumerated() {
            let line = entry.mark?.line
            func fail(_ message: String) -> ImportError {
                ImportError(file: file, line: line, message: "entry \(index + 1): \(message)")
            }
            guard case .mapping = entry else { throw fail("expected a mapping with \(expecting)") }
            guard let bioguide = text(entry["id"]?["bioguide"]) else { throw fail("missing id.bioguide") }
            let id = MemberID(bioguide)
            if let earlier = lineOfBioguide[id] {
                throw fail("bioguide id \(id) already used by the entry at line \(earlier)")
            }
            lineOfBioguide[id] = line ?? 0
            ids.append(id)
        }
        return ids
    }

    /// A scalar's text, nil when absent or blank.
    static func text(_ node: Node?) -> String? {
        guard let node, case .scalar(let scalar) = node else { return nil }
        let value = scalar.string.trimmingCharacters(in: .whitespaces)
        return value.isEmpty ? nil : value
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            mark.line
        default:
            nil
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            problem
        default:
            "\(error)".split(separator: "\n").first.map(String.init) ?? "unknown problem"
        }
    }
}
