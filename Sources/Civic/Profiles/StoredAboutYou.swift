/// What Townhall stores about a person, in the words both `forget me` (what it deletes) and
/// `privacy` (what is stored) use: one list, so the two cannot drift apart. It follows what
/// `export me` shows and `TownhallDatabase.forget` deletes; a Civic feature that stores something
/// new about a person adds its words here, a sibling feature in its `SiblingFeature.storedAboutYou`.
struct StoredAboutYou: Sendable {
    /// What people write and follow here, then the sibling features' parts, then what the bot
    /// keeps to serve them.
    let parts: [String]

    init(siblings: [SiblingFeature]) {
        parts = Self.written + siblings.flatMap(\.storedAboutYou) + Self.kept
    }

    static let written = [
        "your profile (ZIP, district, bio, party)", "questions", "upvotes", "comments", "flags", "reports", "likes",
        "bookmarks", "the members, bills and people you follow", "templates", "letters", "calls",
        "your email address and the mail I sent for you",
    ]
    static let kept = [
        "election reminders", "alerts waiting for you and the nick they reach you by", "staff verification",
        "your Matrix DM room",
    ]

    /// The parts as one list: "your profile (…), questions, …, and your Matrix DM room".
    var list: String {
        parts.dropLast().joined(separator: ", ") + ", and " + (parts.last ?? "")
    }

    /// What stays after `forget me`, and why: the email-code and Matrix invite caps must not be
    /// reset by it (`PersonalColumns.keptOnPurpose`).
    static let keptAfterForgetting = "a day's record of the email codes you asked for (as a hash that cannot be read back) and of the Matrix rooms you invited me into stays, so forgetting cannot reset those daily limits"
}
