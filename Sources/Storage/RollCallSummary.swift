import Foundation

/// A stored roll call without its casts: what a list of votes or a bill's roll calls shows.
public struct RollCallSummary: Sendable, Hashable {
    public var id: RollCallID
    public var date: Date
    public var question: String
    public var type: String?
    public var category: String?
    public var requires: String?
    /// Official short result ("Passed", "Bill Defeated", a candidate's name).
    public var result: String?
    /// Official long result; prefer it when present.
    public var resultText: String?
    public var subject: String?
    public var sourceURL: String?
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
