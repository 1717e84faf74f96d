import Foundation

/// How many confirmation codes `email` may mail: per person (their network account) and per
/// recipient address in any 24 hours, and in all in any hour. The first two stop one person from
/// pestering a stranger; the last bounds what many accounts together can make the bot send.
public struct EmailCodeLimits: Sendable, Hashable {
    public var perAccountPerDay: Int
    public var perAddressPerDay: Int
    public var perHour: Int

    public init(perAccountPerDay: Int = 3, perAddressPerDay: Int = 3, perHour: Int = 60) {
        self.perAccountPerDay = max(1, perAccountPerDay)
        self.perAddressPerDay = max(1, perAddressPerDay)
        self.perHour = max(1, perHour)
    }
}

/// What `startEmailConfirmation` did: queued the code, or wrote nothing because a cap was reached.
public enum EmailCodeOutcome: Sendable, Hashable {
    case queued
    case refused(EmailCodeRefusal)
}

/// A code not sent: which cap it hit, how many that cap allows, and when a code may be asked again
/// (when the oldest code that counts against the cap leaves its window).
public struct EmailCodeRefusal: Sendable, Hashable {
    public enum Cap: String, Sendable, Hashable {
        /// Codes asked by this account in 24 hours (kept through `forget me`).
        case account
        /// Codes mailed to this address in 24 hours, whoever asked.
        case address
        /// Codes mailed in all in the last hour.
        case everyone
    }

    public var cap: Cap
    public var limit: Int
    public var retryAt: Date

    public init(cap: Cap, limit: Int, retryAt: Date) {
        self.cap = cap
        self.limit = limit
        self.retryAt = retryAt
    }
}
