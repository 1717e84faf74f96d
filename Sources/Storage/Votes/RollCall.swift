import Foundation

/// A roll-call vote as an official file records it: the question, the official result (never
/// recomputed from counts), what was voted on, and every member's cast. The descriptive fields
/// live in `summary` and read through it (`rollCall.question`, `rollCall.id`).
@dynamicMemberLookup
public struct RollCall: Sendable, Hashable {
    public var summary: RollCallSummary
    /// The totals printed in the file (Senate and House Clerk XML); nil for files that only list
    /// casts. An excerpted file keeps its official totals though it lists fewer casts.
    public var officialTotals: [OptionCount]?
    public var casts: [Cast]

    public init(_ summary: RollCallSummary, officialTotals: [OptionCount]? = nil, casts: [Cast] = []) {
        self.summary = summary
        self.officialTotals = officialTotals
        self.casts = casts
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<RollCallSummary, Value>) -> Value {
        get { summary[keyPath: keyPath] }
        set { summary[keyPath: keyPath] = newValue }
    }

    /// One member's vote, with the name, party and state exactly as the vote file gives them (so a
    /// member no longer serving is still named).
    public struct Cast: Sendable, Hashable {
        /// The option label as published: "Yea", "No", "Not Voting", "Jeffries" …
        public var option: String
        /// The voter's key in the file: a bioguide id (House), a LIS id (Senate), "VP" for the
        /// Vice President, or "name:Ackerman (NY)" in old House files that carry no id.
        public var voterKey: String
        public var displayName: String
        public var party: String?
        public var state: String?
        /// Extra words of an unusual cast, e.g. "Giving Live Pair" for "Present, Giving Live Pair".
        public var detail: String?
        /// The member's bioguide id when the voter is in the members table (filled by storage).
        public var memberBioguide: MemberID?

        public init(option: String, voterKey: String, displayName: String, party: String? = nil,
                    state: String? = nil, detail: String? = nil, memberBioguide: MemberID? = nil) {
            self.option = option
            self.voterKey = voterKey
            self.displayName = displayName
            self.party = party
            self.state = state
            self.detail = detail
            self.memberBioguide = memberBioguide
        }

        /// The key the Vice President's cast uses.
        public static let vicePresidentKey = "VP"
    }

    public struct Amendment: Sendable, Hashable, Codable {
        public var author: String?
        public var number: String?
        public var type: String?

        public init(author: String? = nil, number: String? = nil, type: String? = nil) {
            self.author = author
            self.number = number
            self.type = type
        }
    }

    public struct Nomination: Sendable, Hashable, Codable {
        /// "12-5" for PN12-5.
        public var number: String
        public var title: String?

        public init(number: String, title: String? = nil) {
            self.number = number
            self.title = title
        }
    }
}
