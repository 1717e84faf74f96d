import Chat
import Foundation
import Storage

/// How roll calls are written in replies: heading, official result, tally bar, casts. Styled
/// text, with every text from the vote files neutralised.
struct VoteText {
    let formatting: ReplyFormatting

    /// Votes are dated as Congress dates them: on Washington's clock.
    static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York") ?? .gmt
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let month = parts.month ?? 0, day = parts.day ?? 0
        return "\(parts.year ?? 0)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// "s325-2022 · Senate · 2022-08-07: On Passage of the Bill H.R. 5376 (bill hr5376-117)".
    func heading(_ vote: RollCallSummary) -> StyledText {
        let chamber = vote.id.chamber == .senate ? "Senate" : "House"
        var line = "\(Self.day(vote.date)): " + vote.question.neutralisingControlCharacters
        if let bill = vote.bill { line += " (bill \(bill.key))" }
        if let nomination = vote.nomination?.title { line += " — " + nomination.neutralisingControlCharacters }
        return "\(.bold(StyledText(vote.id.chatForm))) · \(chamber) · " + StyledText(line)
    }

    /// "Result: Bill Passed (50-50, …) — required: 1/2 (a simple majority)".
    func resultLine(_ vote: RollCallSummary) -> StyledText {
        var line = "Result: " + result(vote)
        if let requires = vote.requires { line += StyledText(" — required: " + Self.majority(requires)) }
        return line
    }

    /// The official result, coloured by what its words say; "no result published" without one.
    func result(_ vote: RollCallSummary) -> StyledText {
        guard let text = vote.officialResult?.neutralisingControlCharacters else { return "no result published" }
        return .outcome(text, VoteOutcome(result: text))
    }

    static func majority(_ requires: String) -> String {
        switch requires.uppercased() {
        case "1/2": "1/2 (a simple majority)"
        case "3/5": "3/5 (three fifths)"
        case "2/3": "2/3 (two thirds)"
        case "QUORUM": "a quorum"
        default: requires.neutralisingControlCharacters
        }
    }

    /// "Yea 50 ██████████░░░░░░░░░░ 50 Nay · Not Voting 0 · Vice President Yea": the two leading
    /// options face each other across the bar; the rest follow. A quorum call (no two options to
    /// weigh) is only listed. A Vice President's tie-breaking vote is named after the senators'
    /// tally, as the official result counts it ("Bill Passed (50-50, Vice President … voted Yea)").
    func tallyLine(_ vote: RollCallDetail) -> String {
        let line = tallyLine(vote.tallies)
        guard let option = vote.vicePresidentOption else { return line }
        return line + " · Vice President \(name(option))"
    }

    private func tallyLine(_ tallies: [OptionCount]) -> String {
        let abstaining: Set<String> = ["Present", "Not Voting"]
        let weighed = tallies.filter { !abstaining.contains($0.option) }
        var parts: [String] = []
        var rest = tallies
        if weighed.count >= 2 {
            let (left, right) = (weighed[0], weighed[1])
            let bar = TallyBar(bars: formatting.bars).render(left: left.count, right: right.count)
            parts.append("\(name(left.option)) \(left.count) \(bar) \(right.count) \(name(right.option))")
            rest.removeAll { $0 == left || $0 == right }
        }
        parts += rest.map { "\(name($0.option)) \($0.count)" }
        return parts.joined(separator: " · ")
    }

    /// An option label, bold; for and against coloured as passed and failed.
    func option(_ label: String) -> StyledText {
        switch label {
        case "Yea", "Aye": .bold(.colored(StyledText(label), .passed))
        case "Nay", "No": .bold(.colored(StyledText(label), .failed))
        default: .bold(StyledText(name(label)))
        }
    }

    private func name(_ label: String) -> String { label.neutralisingControlCharacters }

    /// How one voter voted: "Sen. Alex Padilla (D-CA) Yea".
    func cast(_ cast: RollCall.Cast, shownAs title: String) -> StyledText {
        var text: StyledText = "\(title) \(option(cast.option))"
        if let detail = cast.detail { text += StyledText(" (\(detail.neutralisingControlCharacters))") }
        return text
    }

    /// A voter the members table does not know (no longer serving): the name in the vote file.
    static func fileName(_ cast: RollCall.Cast) -> String {
        if cast.voterKey == RollCall.Cast.vicePresidentKey { return "the Vice President" }
        var name = cast.displayName.neutralisingControlCharacters
        if !name.contains("("), let party = cast.party, let state = cast.state {
            name += " (\(party.neutralisingControlCharacters)-\(state.neutralisingControlCharacters))"
        }
        return name
    }

    /// One line of a member's list of votes: "2022-08-07 s325-2022 Yea — On Passage …: Bill Passed".
    func memberVoteLine(_ vote: MemberVote) -> StyledText {
        let question = QuestionText.excerpt(vote.rollCall.question.neutralisingControlCharacters)
        return "\(Self.day(vote.rollCall.date)) \(vote.rollCall.id.chatForm) \(option(vote.cast.option)) — "
            + "\(question): \(result(vote.rollCall))"
    }
}
