import Storage
import Yams

/// One entry of a congress-legislators file that is keyed by member (district offices, social
/// media): the entry's node, the member its `id.bioguide` names, and errors that name both.
struct MemberEntry {
    let node: Node
    let memberID: MemberID
    /// 1-based position in the list.
    let index: Int
    let file: String

    /// An error at `place` (the entry itself when nil), naming the entry and its member.
    func error(_ message: String, at place: Node? = nil) -> ImportError {
        ImportError(file: file, line: (place ?? node).mark?.line, message: "entry \(index) (\(memberID)): \(message)")
    }

    /// The entries of `text`, each with its checked bioguide id (see `LegislatorsYAML`).
    static func all(in text: String, file: String, what: String, expecting: String) throws(ImportError) -> [MemberEntry] {
        let nodes = try LegislatorsYAML.entries(in: text, file: file, what: what)
        let ids = try LegislatorsYAML.bioguideIDs(of: nodes, file: file, expecting: expecting)
        return zip(nodes, ids).enumerated().map { index, pair in
            MemberEntry(node: pair.0, memberID: pair.1, index: index + 1, file: file)
        }
    }
}
