import Chat

/// The house voice, checked mechanically on every reply the fuzz test gets: a reply starts with
/// a capital (or with an id, a date, a number or quoted text, as list lines do), does not end in
/// a doubled stop, shows no internal value or error text, keeps a refusal to one IRC line, and a
/// refusal names what to type instead.
enum ReplyWordingCheck {
    /// Text that only leaks from code: Swift's descriptions of values and errors, SQL errors.
    static let internalText = ["Optional(", "Error Domain=", "SQLite error", "PSQLError", "DecodingError",
                               "Swift.", "Fatal error", "nil)", "(Function)", "<unknown>", "SQLITE_"]

    /// Words that make a reply a refusal: something the person asked for did not happen.
    static let refusalMarks = ["can't ", "cannot ", "Only ", "not allowed", "Unknown command", " is not a",
                               "I don't know", "Usage:", "usage:"]

    /// Words that name what to type (or do) instead.
    static let instructionMarks = ["type ", "Type ", "try ", "Try ", "Usage:", "usage:", "use ", "Use ", "Tell me",
                                   "tell me", "write a", "Meanwhile",
                                   "with: ", "ask ", "Ask ", "send ", "tell me", "choose", "Start ", "help",
                                   "log in", "logged in", "in a private message", "in a channel", "again",
                                   "wait", "come back", "an admin", "operator"]

    static func problems(in replies: [ChatReply], answering event: ChatEvent) -> [String] {
        replies.flatMap { reply in problems(in: spoken(reply, answering: event)).map { "\($0): \(reply.text.debugDescription)" } }
    }

    /// The words of `reply`, without the "nick: " that addresses a channel line.
    static func spoken(_ reply: ChatReply, answering event: ChatEvent) -> String {
        let address = "\(event.sender.nick): "
        if case .channel = reply.destination, reply.text.hasPrefix(address) { return String(reply.text.dropFirst(address.count)) }
        return reply.text
    }

    /// `pong` answers `ping` as every IRC bot's does: monitors and scripts wait for that word.
    static let pong = "pong"

    static func problems(in text: String) -> [String] {
        var found: [String] = []
        if text != pong, !isField(text), let first = text.split(separator: " ").first, !startsWell(first) {
            found.append("starts in lowercase")
        }
        if text.hasSuffix("..") && !text.hasSuffix("...") || text.hasSuffix(". .") || text.hasSuffix(".)." ) {
            found.append("ends with a doubled stop")
        }
        if let leak = internalText.first(where: text.contains) { found.append("shows internal text \"\(leak)\"") }
        let refuses = refusalMarks.contains(where: text.contains)
        if refuses, !instructionMarks.contains(where: text.contains) { found.append("refuses without saying what to type") }
        return found
    }

    /// A line of a record, "label: value" (`export me`: "district: CA-11", "upvotes given: 0 — …",
    /// "comment Q1/2, 2026-01-31T09:36:59Z: …"): the label is a few lowercase words of the bot's
    /// own, and the ids and times (words with a digit) that say which record it is.
    static func isField(_ text: String) -> Bool {
        guard let colon = text.range(of: ": ") else { return false }
        let words = text[..<colon.lowerBound].split(separator: " ")
        guard let first = words.first, first.allSatisfy(\.isLowercase) else { return false }
        return words.count <= 4 && words.allSatisfy { word in word.allSatisfy(\.isLowercase) || word.contains(where: \.isNumber) }
    }

    /// A capital first letter; or a first word that is an id, a number, a date or a code (it
    /// holds a digit, as s325-2022 and 2022-08-07 do), a mark (▲, •, →) or quoted text.
    static func startsWell(_ word: Substring) -> Bool {
        guard let first = word.first else { return true }
        if first.isUppercase || first.isNumber || word.contains(where: \.isNumber) { return true }
        if !first.isLetter { return true }
        return false
    }
}
