/// A stored roll call for display: its summary and its tally.
public struct RollCallDetail: Sendable, Hashable {
    public var summary: RollCallSummary
    /// Votes per option in display order: the file's official totals when it printed them (an
    /// excerpt lists fewer casts than voted), otherwise counted from the stored casts. For display
    /// only; the result is always `summary.officialResult`.
    public var tallies: [OptionCount]
    /// True when `tallies` are the totals printed in the official file.
    public var talliesAreOfficial: Bool
    /// Number of casts stored (may be fewer than the tallies' sum for an excerpt).
    public var castCount: Int
    /// How the Vice President voted, when they broke a tie in the Senate. Kept out of `tallies`:
    /// the official result counts senators ("Bill Passed (50-50, Vice President … voted Yea)"),
    /// and a tally of 51 beside it would contradict it.
    public var vicePresidentOption: String?

    public var id: RollCallID { summary.id }

    /// True when every voter is stored (the vote file was whole, not an excerpt): a member of the
    /// chamber who is missing from it was not a member of the chamber on that day.
    public var listsEveryVoter: Bool { castCount >= tallies.reduce(0) { $0 + $1.count } }

    /// The tally of one option, 0 when nobody chose it.
    public func count(of option: String) -> Int {
        tallies.first { $0.option == option }?.count ?? 0
    }
}
