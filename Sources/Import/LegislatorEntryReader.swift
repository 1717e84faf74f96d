import Foundation
import Storage
import Yams

/// Turns one entry of the legislators YAML into a `Member`, with errors that name the entry's line.
struct LegislatorEntryReader {
    let entry: Node
    /// 1-based position in the list.
    let index: Int
    let file: String

    var line: Int? { entry.mark?.line }

    func error(_ message: String) -> ImportError {
        ImportError(file: file, line: line, message: "entry \(index): \(message)")
    }

    func member() throws(ImportError) -> Member {
        guard case .mapping = entry else { throw error("expected a mapping with id, name and terms") }
        guard let ids = entry["id"], let bioguide = text(ids["bioguide"]) else {
            throw error("missing id.bioguide")
        }
        let context = "entry \(index) (\(bioguide))"
        func fail(_ message: String, at node: Node? = nil) -> ImportError {
            ImportError(file: file, line: node?.mark?.line ?? line, message: "\(context): \(message)")
        }
        guard let name = entry["name"], let first = text(name["first"]), let last = text(name["last"]) else {
            throw fail("missing name.first or name.last")
        }
        guard let terms = entry["terms"], case .sequence(let termList) = terms, let term = termList.last else {
            throw fail("missing terms")
        }
        let chamber: Member.Chamber
        switch text(term["type"]) {
        case "rep": chamber = .house
        case "sen": chamber = .senate
        default: throw fail("current term has no type rep or sen", at: term)
        }
        guard let state = text(term["state"]), state.count == 2 else {
            throw fail("current term has no two-letter state", at: term)
        }
        var district: Int?
        if chamber == .house {
            guard let number = term["district"]?.int, (0...99).contains(number) else {
                throw fail("current House term has no district number", at: term)
            }
            district = number
        }
        return Member(
            bioguideID: MemberID(bioguide), lisID: text(ids["lis"]), thomasID: text(ids["thomas"]),
            govtrackID: ids["govtrack"]?.int, firstName: first, lastName: last,
            officialFullName: text(name["official_full"]), nickname: text(name["nickname"]),
            chamber: chamber, state: state.uppercased(), district: district, party: text(term["party"]),
            phone: text(term["phone"]), office: text(term["office"]), address: text(term["address"]),
            contactForm: text(term["contact_form"]), url: text(term["url"]),
            termStart: text(term["start"]), termEnd: text(term["end"]),
            senateClass: chamber == .senate ? term["class"]?.int : nil,
            chamberSince: Self.chamberSince(Array(termList)))
    }

    /// The start of the unbroken run of terms in the current term's chamber: walking back from
    /// the last term while the terms are of the same type and each ends at most `longestRecess`
    /// before the next one starts. A new Congress often convenes a few days after the last one's
    /// terms end ("1993-01-03", then "1993-01-05"), which is no break in service; a lost seat
    /// won back later, or a move between chambers, is.
    static func chamberSince(_ terms: [Node]) -> String? {
        guard let last = terms.last, let type = LegislatorsYAML.text(last["type"]),
              var since = LegislatorsYAML.text(last["start"]) else { return nil }
        for term in terms.dropLast().reversed() {
            guard LegislatorsYAML.text(term["type"]) == type,
                  let start = LegislatorsYAML.text(term["start"]), let endText = LegislatorsYAML.text(term["end"]),
                  let end = OfficialDates.day(endText), let next = OfficialDates.day(since),
                  next.timeIntervalSince(end) <= longestRecess else { break }
            since = start
        }
        return since
    }

    /// The longest gap between two terms still counted as one stretch of service: a month.
    static let longestRecess: TimeInterval = 31 * 86_400

    private func text(_ node: Node?) -> String? { LegislatorsYAML.text(node) }
}
