import Foundation
import Storage

/// Reads a roll call in the unitedstates/congress `data.json` form: House voters keyed by bioguide
/// id, Senate voters by LIS id, the Vice President as the bare string "VP", and `votes` mapping
/// each option label (Yea, Nay, Aye, No, Present, Not Voting, or a candidate's name) to its voters.
enum UnitedStatesVoteReader {
    static func read(_ data: Data, file: String) throws(ImportError) -> RollCall {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw jsonError(error, in: data, file: file)
        }
        guard let root = object as? [String: Any] else {
            throw ImportError(file: file, line: 1, message: "expected a JSON object")
        }
        func fail(_ key: String, _ message: String) -> ImportError {
            ImportError(file: file, element: key, message: message)
        }
        func text(_ key: String, in object: [String: Any] = root) -> String? {
            switch object[key] {
            case let value as String: value.isEmpty ? nil : value
            case let value as NSNumber: value.stringValue
            default: nil
            }
        }
        func required(_ key: String) throws(ImportError) -> String {
            guard let value = text(key) else { throw fail(key, "missing or empty") }
            return value
        }
        func requiredInt(_ key: String) throws(ImportError) -> Int {
            guard let value = Int(try required(key)) else { throw fail(key, "expected a whole number") }
            return value
        }

        let chamberText = try required("chamber")
        guard let chamber = RollCallID.Chamber(rawValue: chamberText) else { throw fail("chamber", "expected h or s, found \(chamberText)") }
        let id = RollCallID(chamber: chamber, number: try requiredInt("number"), congress: try requiredInt("congress"),
                            session: try required("session"))
        if let voteID = text("vote_id"), voteID != id.key {
            throw fail("vote_id", "\(voteID) does not match chamber, number, congress and session (\(id.key))")
        }
        guard let date = OfficialDates.iso8601(try required("date")) else { throw fail("date", "expected an ISO 8601 date") }
        var updatedAt: Date?
        if let updated = text("updated_at") {
            guard let parsed = OfficialDates.iso8601(updated) else { throw fail("updated_at", "expected an ISO 8601 date") }
            updatedAt = parsed
        }

        var bill: BillID?
        if let object = root["bill"] as? [String: Any] {
            guard let typeText = text("type", in: object), let type = BillType(official: typeText),
                  let number = text("number", in: object).flatMap(Int.init),
                  let congress = text("congress", in: object).flatMap(Int.init) else {
                throw fail("bill", "expected type, number and congress of a bill")
            }
            bill = BillID(type: type, number: number, congress: congress)
        }
        let amendment = (root["amendment"] as? [String: Any]).map {
            RollCall.Amendment(author: text("author", in: $0), number: text("number", in: $0), type: text("type", in: $0))
        }
        var nomination: RollCall.Nomination?
        if let object = root["nomination"] as? [String: Any] {
            guard let number = text("number", in: object) else { throw fail("nomination/number", "missing") }
            nomination = RollCall.Nomination(number: number, title: text("title", in: object))
        }

        let summary = RollCallSummary(
            id: id, date: date, question: try required("question"), type: text("type"), category: text("category"),
            requires: text("requires"), result: text("result"), resultText: text("result_text"), subject: text("subject"),
            sourceURL: text("source_url"), updatedAt: updatedAt, bill: bill,
            billTitle: (root["bill"] as? [String: Any]).flatMap { text("title", in: $0) },
            amendment: amendment, nomination: nomination)
        return RollCall(summary, casts: try casts(root["votes"], file: file))
    }

    /// Every voter of every option, options in file order (JSONSerialization loses key order, so
    /// options are sorted by label; casts keep their order within an option).
    private static func casts(_ value: Any?, file: String) throws(ImportError) -> [RollCall.Cast] {
        guard let options = value as? [String: Any] else {
            throw ImportError(file: file, element: "votes", message: "missing: expected an object of option → voters")
        }
        var casts: [RollCall.Cast] = []
        var seen: Set<String> = []
        for option in options.keys.sorted() {
            guard let voters = options[option] as? [Any] else {
                throw ImportError(file: file, element: "votes/\(option)", message: "expected a list of voters")
            }
            for (index, voter) in voters.enumerated() {
                let place = "votes/\(option)[\(index + 1)]"
                let cast: RollCall.Cast
                if let key = voter as? String, key == RollCall.Cast.vicePresidentKey {
                    cast = RollCall.Cast(option: option, voterKey: key, displayName: "Vice President")
                } else if let member = voter as? [String: Any], let key = member["id"] as? String, !key.isEmpty {
                    let name = (member["display_name"] as? String) ?? key
                    cast = RollCall.Cast(option: option, voterKey: key, displayName: name,
                                         party: member["party"] as? String, state: member["state"] as? String)
                } else {
                    throw ImportError(file: file, element: place, message: "expected a voter with an id, or \"VP\"")
                }
                guard seen.insert(cast.voterKey).inserted else {
                    throw ImportError(file: file, element: place, message: "voter \(cast.voterKey) appears twice")
                }
                casts.append(cast)
            }
        }
        return casts
    }

    /// Turns a JSONSerialization failure into an error with a line: its "around character N", or
    /// the last line when the text ends early (a truncated file).
    private static func jsonError(_ error: any Error, in data: Data, file: String) -> ImportError {
        let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        var offset = data.count
        if let range = detail.range(of: #"character (\d+)"#, options: .regularExpression),
           let number = Int(detail[range].dropFirst("character ".count)) {
            offset = min(number, data.count)
        }
        let line = data.prefix(offset).reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let truncated = detail.localizedCaseInsensitiveContains("end of") ? "; the file may be truncated" : ""
        return ImportError(file: file, line: line, message: "not valid JSON (\(detail))\(truncated)")
    }
}
