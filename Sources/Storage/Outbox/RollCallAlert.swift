/// What one follower is told about a new roll call: the roll call, and how the members they
/// follow voted in it. Storage gathers these facts inside the import's transaction; the words are
/// Civic's (`RollCallAlertWording`), so the sentence has one writer.
public struct RollCallAlert: Sendable, Hashable {
    /// How one followed member voted.
    public struct Cast: Sendable, Hashable {
        public var lastName: String
        /// The option as the official file writes it: "Yea", "Nay", "Not Voting", a name.
        public var option: String

        public init(lastName: String, option: String) {
            self.lastName = lastName
            self.option = option
        }
    }

    public var rollCall: RollCallSummary
    /// The followed members who voted, by last name; empty when the follower follows the bill only.
    public var casts: [Cast]

    public init(rollCall: RollCallSummary, casts: [Cast]) {
        self.rollCall = rollCall
        self.casts = casts
    }
}

/// Writes the sentence a follower receives about a new roll call. Passed to the vote import, which
/// queues one per follower in the transaction that stores the roll call.
public typealias RollCallAlertWording = @Sendable (RollCallAlert) -> String
