import Foundation
import Storage
import Yams

/// Reads one Open States person file (`data/<state>/{legislature,executive,municipalities}/*.yml`)
/// into the official it describes as of a day: the role current that day, the person's offices,
/// email, links, social ids and party. A person with no such role, or a legislator whose role
/// names no district, is not an error of the file but a reason to leave the person out, which the
/// import summary names.
struct OpenStatesPersonReader {
    /// Why a readable person is left out of the import.
    enum Skip: Sendable, Hashable {
        case noCurrentRole
        case noDistrict
        case unlistedRole(String)
    }

    enum Outcome: Sendable {
        case official(StateOfficial)
        case skipped(Skip)
    }

    /// "2026-08-05": a role is current when it started by this day and ends after it (or never).
    let day: String
    /// Place names by jurisdiction id, from the states' `municipalities.yml`.
    let places: [String: String]

    func read(_ root: Node, file: String) throws(ImportError) -> Outcome {
        func fail(_ message: String, at node: Node? = nil) -> ImportError {
            ImportError(file: file, line: (node ?? root).mark?.line, message: message)
        }
        guard case .mapping = root else { throw fail("expected a person: a mapping with id, name and roles") }
        guard let idText = text(root["id"]), let id = OpenStatesPersonID(idText) else {
            throw fail("the id must be ocd-person/<uuid>", at: root["id"])
        }
        guard let name = text(root["name"]) else { throw fail("the person has no name") }
        guard let roles = root["roles"], case .sequence(let roleNodes) = roles else {
            throw fail("the person has no list of roles", at: root["roles"])
        }
        guard let role = roleNodes.last(where: isCurrent) else { return .skipped(.noCurrentRole) }
        guard let type = text(role["type"]) else { throw fail("a role has no type", at: role) }
        guard let jurisdiction = text(role["jurisdiction"]) else { throw fail("the \(type) role has no jurisdiction", at: role) }
        let state = try state(of: jurisdiction, fail: { fail($0, at: role) })
        guard let officialRole = OfficialRole(rawValue: type) else { return .skipped(.unlistedRole(type)) }
        let district = text(role["district"])
        if officialRole.level == .legislature, district == nil { return .skipped(.noDistrict) }
        return .official(StateOfficial(
            id: id, state: state, role: officialRole, district: officialRole.level == .legislature ? district : nil,
            place: officialRole.level == .municipal ? place(of: jurisdiction) : nil, name: name,
            familyName: text(root["family_name"]), party: party(root["party"]), email: text(root["email"]),
            offices: offices(root["offices"]), links: sequence(root["links"]).compactMap { text($0["url"]) },
            socialHandles: socialHandles(root["ids"])))
    }

    /// A role is current on `day` when it has started (or gives no start) and has not ended.
    private func isCurrent(_ role: Node) -> Bool {
        if let start = text(role["start_date"]), start > day { return false }
        if let end = text(role["end_date"]), end <= day { return false }
        return true
    }

    /// The state of "ocd-jurisdiction/country:us/state:ca/…".
    private func state(of jurisdiction: String, fail: (String) -> ImportError) throws(ImportError) -> USState {
        guard let part = jurisdiction.split(separator: "/").first(where: { $0.hasPrefix("state:") }) else {
            throw fail("the jurisdiction \(jurisdiction) names no state")
        }
        let code = part.dropFirst("state:".count)
        guard let state = USState(code: String(code)) else {
            throw fail("unknown state code \"\(code)\" in \(jurisdiction)")
        }
        return state
    }

    /// The city of ".../place:san_mateo/government": its name in `municipalities.yml`, else the
    /// id's words capitalised ("San Mateo").
    private func place(of jurisdiction: String) -> String? {
        if let name = places[jurisdiction] { return name }
        guard let part = jurisdiction.split(separator: "/").first(where: { $0.hasPrefix("place:") }) else { return nil }
        return part.dropFirst("place:".count).split(separator: "_").map(\.capitalized).joined(separator: " ")
    }

    /// The party the person belongs to now: the last without an end date, else the last listed.
    private func party(_ node: Node?) -> String? {
        let parties = sequence(node)
        return (parties.last { text($0["end_date"]) == nil } ?? parties.last).flatMap { text($0["name"]) }
    }

    private func offices(_ node: Node?) -> [StateOffice] {
        sequence(node).compactMap { office in
            let found = StateOffice(classification: text(office["classification"]) ?? "office", address: text(office["address"]),
                                    phone: text(office["voice"]), fax: text(office["fax"]), hours: text(office["hours"]))
            return found.address == nil && found.phone == nil && found.fax == nil ? nil : found
        }
    }

    private func socialHandles(_ node: Node?) -> [String: String] {
        guard let node, case .mapping(let pairs) = node else { return [:] }
        var handles: [String: String] = [:]
        for (key, value) in pairs {
            if let service = text(key), let handle = text(value) { handles[service] = handle }
        }
        return handles
    }

    private func sequence(_ node: Node?) -> [Node] {
        guard let node, case .sequence(let items) = node else { return [] }
        return Array(items)
    }

    private func text(_ node: Node?) -> String? { LegislatorsYAML.text(node) }
}
