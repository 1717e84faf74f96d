import Foundation

/// A roll-call vote as an official file records it: the question, the official result (never
/// recomputed from counts), what was voted on, and every member's cast.
public struct RollCall: Sendable, Hashable {
    public var id: RollCallID
    /// When the vote was taken.
    public var date: Date
    public var question: String
    /// The kind of question, e.g. "On Passage of the Bill", "On the Amendment".
    public var type: String?
    /// unitedstates category: passage, amendment, nomination, leadership, quorum, procedural …
    public var category: String?
    /// The required majority as published: "1/2", "3/5", "2/3", "QUORUM".
    public var requires: String?
    /// The official short result: "Passed", "Bill Defeated", "Johnson (LA)".
    public var result: String?
    /// The official long result: "Bill Defeated (47-45, 3/5 majority required)".
    public var resultText: String?
    public var subject: String?
    /// The official XML's address.
    public var sourceURL: String?
    /// When the publisher last changed the record; a newer one replaces an older one.
    public var updatedAt: Date?
    public var bill: BillID?
    public var billTitle: String?
    public var amendment: Amendment?
    public var nomination: Nomination?
    /// The totals printed in the file (Senate and House Clerk XML); nil for files that only list
    /// casts. An excerpted file keeps its official totals though it lists fewer casts.
    public var officialTotals: [OptionCount]?
    public var casts: [Cast]

    public init(id: RollCallID, date: Date, question: String, type: String? = nil, category: String? = nil,
                requires: String? = nil, result: String? = nil, resultText: String? = nil, subject: String? = nil,
                sourceURL: String? = nil, updatedAt: Date? = nil, bill: BillID? = nil, billTitle: String? = nil,
                amendment: Amendment? = nil, nomination: Nomination? = nil, officialTotals: [OptionCount]? = nil,
                casts: [Cast] = []) {
        self.id = id
        self.date = date
        self.question = question
        self.type = type
        self.category = category
        self.requires = requires
        self.result = result
        self.resultText = resultText
        self.subject = subject
        self.sourceURL = sourceURL
        self.updatedAt = updatedAt
        self.bill = bill
        self.billTitle = billTitle
        self.amendment = amendment
        self.nomination = nomination
        self.officialTotals = officialTotals
        self.casts = casts
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
        public var memberBioguide: String?

        public init(option: String, voterKey: String, displayName: String, party: String? = nil,
                    state: String? = nil, detail: String? = nil, memberBioguide: String? = nil) {
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

    public struct Amendment: Sendable, Hashable {
        public var author: String?
        public var number: String?
        public var type: String?

        public init(author: String? = nil, number: String? = nil, type: String? = nil) {
            self.author = author
            self.number = number
            self.type = type
        }
    }

    public struct Nomination: Sendable, Hashable {
        /// "12-5" for PN12-5.
        public var number: String
        public var title: String?

        public init(number: String, title: String? = nil) {
            self.number = number
            self.title = title
        }
    }
}
