/// What one follower is told about a new roll call: the roll call, and how the members they
/// follow voted in it. Storage gathers these facts inside the import's transaction and keeps them
/// in the outbox as JSON (`NotificationMessage.rollCallAlert`); Civic words them at delivery
/// (`RollCallAlertText`), so the sentence has one writer. The JSON's keys are the property names
/// here and in the types it holds (`RollCallSummary`, `RollCallID`, `BillID`…): waiting rows hold
/// them, so renaming one needs a decoder that still reads the old name.
public struct RollCallAlert: Sendable, Hashable, Codable {
    /// How one followed member voted.
    public struct Cast: Sendable, Hashable, Codable {
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
