/// One contest on a precinct's ballot, in the ballot style's order, with its choices in the
/// order the file gives (a rotated order when the ballot style says so).
public struct BallotContest: Sendable, Hashable {
    public struct Choice: Sendable, Hashable {
        /// The candidates' ballot names ("Barack H. Obama / Joseph R. Biden"), or a measure's text ("Yes").
        public var text: String
        public var party: String?
    }

    public var kind: String
    public var name: String
    public var ballotTitle: String?
    public var choices: [Choice]
}
