import Chat
import Foundation
import Storage

/// How bills are written in replies: styled text, with every text from the data files neutralised.
struct BillText {
    /// A summary is cut to about two chat lines.
    static let summaryLimit = 300

    /// "hr5376-117 · H.R. 5376 (117th) · House: Inflation Reduction Act of 2022".
    func heading(_ bill: BillDetail) -> StyledText {
        var line: StyledText = "\(.bold(StyledText(bill.id.key))) · \(bill.id.citation)"
        if let chamber = bill.originChamber { line += StyledText(" · " + chamber.neutralisingControlCharacters) }
        return line + ": " + .bold(StyledText(bill.title.neutralisingControlCharacters))
    }

    /// "Sponsor: Rep. Yarmuth, John A. [D-KY-3], 12 cosponsors · Policy area: Economics and Public Finance".
    func sponsorLine(_ bill: BillDetail) -> String {
        var parts: [String] = []
        if let sponsor = bill.sponsor {
            let cosponsors = bill.cosponsorCount == 1 ? "1 cosponsor" : "\(bill.cosponsorCount) cosponsors"
            parts.append("Sponsor: \(sponsor.fullName.neutralisingControlCharacters), \(cosponsors)")
        }
        if let area = bill.policyArea { parts.append("Policy area: " + area.neutralisingControlCharacters) }
        if let introduced = bill.introducedDate { parts.append("Introduced \(introduced)") }
        return parts.joined(separator: " · ")
    }

    /// "Status: became Public Law 117-169 · Latest action 2022-08-16: Became Public Law No: 117-169."
    func statusLine(_ bill: BillDetail, status: BillStatus) -> StyledText {
        var line = "Status: " + self.status(status)
        if let latest = bill.latestAction {
            line += StyledText(" · Latest action \(latest.date): " + latest.text.neutralisingControlCharacters)
        }
        return line
    }

    func status(_ status: BillStatus) -> StyledText {
        switch status {
        case .law(let laws): .bold(.colored(StyledText("became " + laws.joined(separator: ", ")), .passed))
        case .vetoed: .bold(.colored("vetoed", .failed))
        case .passedBoth: .bold("passed the House and the Senate")
        case .passed(let chamber): .bold("passed the \(chamber)")
        case .introduced: "introduced"
        }
    }

    /// The newest summary's sentences, cut at a word near `summaryLimit` characters. Headings
    /// (the title again, "TITLE I--COMMITTEE ON FINANCE", "Part 1--Corporate Tax Reform") end
    /// without a full stop and are left out, and so are section marks such as "(Sec. 10101)".
    /// Only the start of a summary is read: a law's runs to tens of thousands of characters.
    static func summary(_ text: String, title: String) -> String? {
        var sentences: [Substring] = [], headings: [Substring] = []
        var length = 0
        var rest = text[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: "\n") ?? rest.endIndex
            let paragraph = rest[..<end].trimmingCharacters(in: .whitespaces)[...]
            rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
            if paragraph.isEmpty || paragraph.lowercased() == title.lowercased() { continue }
            if let last = paragraph.last, ".!?:;)\"".contains(last) {
                sentences.append(withoutSectionMark(paragraph))
                length += paragraph.count
                if length > summaryLimit { break }
            } else if sentences.isEmpty, headings.count < 8 {
                headings.append(paragraph)
            }
        }
        let joined = (sentences.isEmpty ? headings : sentences).joined(separator: " ").neutralisingControlCharacters
        guard !joined.isEmpty else { return nil }
        guard joined.count > summaryLimit else { return joined }
        let cut = joined.prefix(summaryLimit - 1)
        let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return atWord.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)) + "…"
    }

    /// "(Sec. 10101) This act imposes …" without its "(Sec. 10101) ".
    private static func withoutSectionMark(_ paragraph: Substring) -> Substring {
        guard paragraph.hasPrefix("(Sec"), let close = paragraph.firstIndex(of: ")") else { return paragraph }
        return paragraph[paragraph.index(after: close)...].drop(while: \.isWhitespace)
    }

    /// "Roll calls: h385-2021 Passed · s325-2022 Bill Passed (…) · h420-2022 — type vote <id>".
    func rollCallsLine(_ bill: BillDetail, typedVote: String) -> StyledText {
        guard !bill.rollCalls.isEmpty else { return "No roll-call votes on record." }
        let entries = bill.rollCalls.map { call -> StyledText in
            guard let vote = call.rollCall, let result = vote.result ?? vote.resultText else { return StyledText(call.id.chatForm) }
            let text = result.neutralisingControlCharacters
            return "\(call.id.chatForm) \(.outcome(text, VoteOutcome(result: text)))"
        }
        return "Roll calls: " + entries.joined(separator: " · ") + " — type \(typedVote) <id>"
    }

    /// A search or list entry: "hr5376-117 Inflation Reduction Act of 2022 — 2022-08-16: Became Public Law…".
    /// "hr5376-117 sponsored 2021-09-27: Inflation Reduction Act of 2022", for `bills by`.
    static func sponsoredLine(_ sponsored: SponsoredBill) -> String {
        let role = switch sponsored.role {
        case .sponsor: "sponsored"
        case .cosponsor(original: true): "original cosponsor"
        case .cosponsor(original: false): "cosponsor"
        }
        let date = sponsored.date.map { " " + $0.neutralisingControlCharacters } ?? ""
        return "\(sponsored.bill.id.key) \(role)\(date): " + QuestionText.excerpt(sponsored.bill.title.neutralisingControlCharacters)
    }

    static func listLine(id: BillID, title: String, latest: Bill.LatestAction?) -> String {
        var line = "\(id.key) " + QuestionText.excerpt(title.neutralisingControlCharacters)
        if let latest { line += " — \(latest.date): " + QuestionText.excerpt(latest.text.neutralisingControlCharacters) }
        return line
    }
}

/// Where a bill stands, from its laws and the actions that mark each step.
enum BillStatus: Sendable, Hashable {
    case law([String])
    case vetoed
    case passedBoth
    case passed(String)
    case introduced

    init(laws: [Bill.Law], milestones: [String]) {
        let passedHouse = milestones.contains { $0.hasPrefix("Passed/agreed to in House") }
        let passedSenate = milestones.contains { $0.hasPrefix("Passed/agreed to in Senate") }
        if !laws.isEmpty {
            self = .law(laws.map { "\($0.type) \($0.number)" })
        } else if milestones.contains(where: { $0.hasPrefix("Vetoed") }) {
            self = .vetoed
        } else if passedHouse && passedSenate {
            self = .passedBoth
        } else if passedHouse || passedSenate {
            self = .passed(passedHouse ? "House" : "Senate")
        } else {
            self = .introduced
        }
    }
}
