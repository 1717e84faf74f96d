import Foundation
import Storage

/// Turns a draft into the finished letter one recipient gets: placeholders filled, then the
/// signature. What the preview shows, what is mailed and what a your-turn DM hands over are all
/// written here, so they can never differ.
struct LetterComposer: Sendable {
    let body: String
    let signature: String
    let city: String?
    let profile: Profile?
    let date: Date

    init(body: String, signature: String, city: String?, profile: Profile?, date: Date) {
        self.body = body
        self.signature = signature
        self.city = city
        self.profile = profile
        self.date = date
    }

    /// The composer for `letter` as stored: signed with its signature (or the writer's name,
    /// or their account as a last resort), dated when it was sent (or `now` for a draft).
    init(letter: Letter, profile: Profile?, writer: LetterWriter, account: AccountIdentity, now: Date) {
        self.init(body: letter.body, signature: letter.signature ?? writer.signatureName ?? account.name,
                  city: writer.city, profile: profile, date: letter.sentAt ?? now)
    }

    /// "November 23, 2026", in UTC (the bot's clock; a letter is dated once, wherever it goes).
    var dateText: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return "\(months[(parts.month ?? 1) - 1]) \(parts.day ?? 1), \(parts.year ?? 2000)"
    }

    /// The letter for `official`.
    func text(for official: NamedOfficial) -> String {
        filled(addressing: official.formalName) + "\n\n" + signature
    }

    /// The body filled for the official `formalName` names ("State Senator Scott Wiener"), unsigned.
    func filled(addressing formalName: String) -> String {
        let values = [
            "member": formalName,
            "my_name": signature,
            "my_city": city,
            "my_zip": profile?.zip,
            "my_district": profile?.district?.code,
            "date": dateText,
        ].compactMapValues { $0 }
        return TemplatePlaceholders.fill(body, with: values)
    }

    /// The subject of an email carrying the letter: its first line, shortened.
    func subject(title: String?) -> String {
        if let title { return title }
        let first = body.split(separator: "\n").first.map(String.init) ?? "A letter from a constituent"
        return first.count <= 78 ? first : String(first.prefix(77)) + "…"
    }

    /// "Senator Alex Padilla", "Representative Nancy Pelosi": how a letter addresses them.
    static func formalName(_ member: Member) -> String {
        (member.chamber == .senate ? "Senator " : "Representative ") + member.displayName
    }
}
