import Foundation
import Storage

/// The configurable rules of letters and the template library.
public struct LetterRules: Sendable {
    /// The categories a template may have (`template new` offers them by number).
    public var categories: [String]
    /// Longest letter or template body, in characters as people see them.
    public var maxBodyLength: Int
    /// Where letters to an official go by email (advocacy gateways, offices that take email),
    /// by bioguide id or Open States person id; a route wins over the address a state official's
    /// data gives. An official with neither gets the letter by the writer's own hand (your-turn).
    public var routes: [OfficialID: String]
    /// The nudge: a letter at least `similarity` the same as `similarCount` or more letters
    /// the same member got in the last `windowDays` days is pointed out before it is sent.
    public var nudge: Nudge
    /// The operator's sending address for the From line of every email, when mail is set up.
    public var fromAddress: String?
    /// How many confirmation codes `email` mails per person, per address and in all.
    public var emailCodes: EmailCodeLimits

    public struct Nudge: Sendable {
        public var similarity: Double
        public var similarCount: Int
        public var windowDays: Int

        public init(similarity: Double = 0.8, similarCount: Int = 3, windowDays: Int = 30) {
            self.similarity = similarity
            self.similarCount = similarCount
            self.windowDays = windowDays
        }
    }

    public static let defaultCategories = [
        "environment", "racial justice", "health", "housing", "education", "immigration", "economy",
        "voting rights", "civil rights", "other",
    ]

    public init(categories: [String] = LetterRules.defaultCategories, maxBodyLength: Int = 5_000,
                routes: [OfficialID: String] = [:], nudge: Nudge = Nudge(), fromAddress: String? = nil,
                emailCodes: EmailCodeLimits = EmailCodeLimits()) {
        self.categories = categories.isEmpty ? Self.defaultCategories : categories
        self.maxBodyLength = max(100, maxBodyLength)
        self.routes = routes
        self.nudge = nudge
        self.fromAddress = fromAddress
        self.emailCodes = emailCodes
    }
}
