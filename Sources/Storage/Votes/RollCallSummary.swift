import Foundation

/// A roll call without its casts: what a list of votes or a bill's roll calls shows.
public struct RollCallSummary: Sendable, Hashable, Codable {
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
    /// The official long result, "Bill Defeated (47-45, 3/5 majority required)"; prefer it.
    public var resultText: String?
    public var subject: String?
    /// The official XML's address.
    public var sourceURL: String?
    /// When the publisher last changed the record; a newer one replaces an older one.
    public var updatedAt: Date?
    public var bill: BillID?
    public var billTitle: String?
    public var amendment: RollCall.Amendment?
    public var nomination: RollCall.Nomination?

    public init(id: RollCallID, date: Date, question: String, type: String? = nil, category: String? = nil,
                requires: String? = nil, result: String? = nil, resultText: String? = nil, subject: String? = nil,
                sourceURL: String? = nil, updatedAt: Date? = nil, bill: BillID? = nil, billTitle: String? = nil,
                amendment: RollCall.Amendment? = nil, nomination: RollCall.Nomination? = nil) {
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
    }

    /// The official result to show: the long text when published, else the short one.
    public var officialResult: String? { resultText ?? result }
}
