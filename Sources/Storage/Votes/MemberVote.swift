/// How one member voted on one roll call.
public struct MemberVote: Sendable, Hashable {
    public var rollCall: RollCallSummary
    public var cast: RollCall.Cast
}
