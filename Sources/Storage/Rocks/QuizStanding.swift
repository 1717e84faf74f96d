/// One line of the quiz leaderboard: an account's points and rounds won.
public struct QuizStanding: Sendable, Hashable {
    public var name: String
    public var points: Int
    public var wins: Int
}
