import Storage

/// How members are written in replies: one line each, public facts only.
enum MemberText {
    /// "Sen. Bernard Sanders (I-VT) — 202-224-5141 — https://www.sanders.senate.gov/contact/"
    static func contactLine(_ member: Member) -> String {
        var parts = [member.title]
        if let phone = member.phone { parts.append(phone) }
        if let reach = member.contactForm ?? member.url { parts.append(reach) }
        return parts.joined(separator: " — ")
    }

    /// The contact line plus office and term, for `rep`.
    static func detailLine(_ member: Member) -> String {
        var parts = [contactLine(member)]
        if let office = member.office { parts.append(office) }
        if let end = member.termEnd { parts.append("term ends \(end)") }
        return parts.joined(separator: " — ")
    }

    /// "Rep. Mike Rogers (R-AL-03)" joined with commas.
    static func titles(_ members: [Member]) -> String {
        members.map(\.title).joined(separator: ", ")
    }
}
