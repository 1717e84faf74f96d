import SQLStore

/// Any elected official Townhall knows, by the key their official data gives them: a member of
/// Congress by Bioguide id (`MemberID`), a state or city official by Open States person id
/// (`ocd-person/<uuid>`). One type for both, so features that take "an official" (questions,
/// follows, letters) can take either without a bare String that could be anything.
public enum OfficialID: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    case member(MemberID)
    case openStates(OpenStatesPersonID)

    /// Reads the stored text: an `ocd-person/` id is Open States', anything else a Bioguide id.
    public init(_ text: String) {
        if let person = OpenStatesPersonID(text) {
            self = .openStates(person)
        } else {
            self = .member(MemberID(text))
        }
    }

    /// A literal reads as stored text does, as `MemberID`'s literal does ("P000197" in tests and
    /// fixtures).
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// The id exactly as its official data writes it.
    public var description: String {
        switch self {
        case .member(let id): id.bioguide
        case .openStates(let id): id.text
        }
    }

    public static func < (lhs: OfficialID, rhs: OfficialID) -> Bool { lhs.description < rhs.description }
}

extension OfficialID: SQLValueConvertible {
    public var sqlValue: SQLValue { .text(description) }

    public init?(sqlValue: SQLValue) {
        guard let text = String(sqlValue: sqlValue) else { return nil }
        self.init(text)
    }
}
