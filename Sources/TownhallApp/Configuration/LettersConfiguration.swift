import Foundation
import Civic
import Storage

/// The `letters:` section: template categories, the body limit, the nudge, and where letters to
/// each official go by email (`routes`, bioguide id or Open States person id → address).
public struct LettersConfiguration: Sendable, Equatable {
    public var categories = LetterRules.defaultCategories
    public var maxBodyLength = 5_000
    public var nudgeSimilarity = 0.8
    public var nudgeLetters = 3
    public var nudgeDays = 30
    public var routes: [OfficialID: String] = [:]
    /// `email_codes:` how many confirmation codes `email` mails per person and per address a
    /// day, and in all an hour.
    public var emailCodes = EmailCodeLimits()
    /// The SMTP server and sending address; nil: no email at all.
    public var mail: LetterMailConfiguration?

    public init() {}

    public var rules: LetterRules {
        LetterRules(categories: categories, maxBodyLength: maxBodyLength, routes: routes,
                    nudge: LetterRules.Nudge(similarity: nudgeSimilarity, similarCount: nudgeLetters, windowDays: nudgeDays),
                    fromAddress: mail?.from, emailCodes: emailCodes)
    }

    static func read(_ section: YAMLSection, environment: [String: String]) throws(ConfigurationError) -> LettersConfiguration {
        var section = section
        var letters = LettersConfiguration()
        if let categories = try section.strings("categories") {
            let cleaned = categories.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard !cleaned.isEmpty, !cleaned.contains(""), Set(cleaned).count == cleaned.count else {
                throw ConfigurationError(key: section.keyPath("categories"), line: section.line,
                                         problem: "must be a list of distinct, non-empty names")
            }
            letters.categories = cleaned
        }
        letters.maxBodyLength = try section.int("max_body_length", in: 100...50_000) ?? letters.maxBodyLength
        if var nudge = try section.section("nudge") {
            letters.nudgeSimilarity = try nudge.double("similarity", in: 0.5...1) ?? letters.nudgeSimilarity
            letters.nudgeLetters = try nudge.int("letters", in: 1...10_000) ?? letters.nudgeLetters
            letters.nudgeDays = try nudge.int("days", in: 1...365) ?? letters.nudgeDays
            try nudge.rejectUnknownKeys()
        }
        if var routes = try section.section("routes") {
            for (key, address) in try routes.stringEntries() {
                guard let official = Self.official(key) else {
                    throw ConfigurationError(key: routes.keyPath(key), line: routes.line,
                                             problem: "is not a bioguide id (a capital letter and six digits, like P000197) "
                                                + "or an Open States person id (ocd-person/…)")
                }
                guard EmailAddress.isValid(address) else {
                    throw ConfigurationError(key: routes.keyPath(key), line: routes.line,
                                             problem: "\"\(address)\" is not an email address")
                }
                letters.routes[official] = address
            }
        }
        if var codes = try section.section("email_codes") {
            letters.emailCodes = EmailCodeLimits(
                perAccountPerDay: try codes.int("per_person_per_day", in: 1...100) ?? letters.emailCodes.perAccountPerDay,
                perAddressPerDay: try codes.int("per_address_per_day", in: 1...100) ?? letters.emailCodes.perAddressPerDay,
                perHour: try codes.int("per_hour", in: 1...100_000) ?? letters.emailCodes.perHour)
            try codes.rejectUnknownKeys()
        }
        letters.mail = try section.section("mail").map { section throws(ConfigurationError) in
            try LetterMailConfiguration.read(section, environment: environment)
        }
        try section.rejectUnknownKeys()
        return letters
    }

    /// A route's key: a bioguide id ("P000197") or an Open States person id ("ocd-person/…");
    /// nil for anything else (a name, a typo), which the configuration refuses.
    private static func official(_ key: String) -> OfficialID? {
        if let person = OpenStatesPersonID(key) { return .openStates(person) }
        guard key.count == 7, key.first?.isUppercase == true, key.dropFirst().allSatisfy(\.isNumber) else { return nil }
        return .member(MemberID(key))
    }
}
