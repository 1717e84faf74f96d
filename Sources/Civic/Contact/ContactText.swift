import Chat
import Storage

/// How `contact` writes a member's ways to be reached: one fact a line, addresses as links.
enum ContactText {
    /// "Sen. Alex Padilla (D-CA)", then the Washington office, contact form, website, each
    /// district office and the social accounts — only the lines the data has.
    static func lines(_ contact: MemberContact) -> [StyledText] {
        let member = contact.member
        var lines: [StyledText] = [.bold(StyledText(member.title))]
        let washington = [member.address ?? member.office, member.phone].compactMap { $0 }
        if !washington.isEmpty { lines.append(StyledText("Washington office: " + washington.joined(separator: " — "))) }
        if let form = member.contactForm { lines.append("Contact form: \(.link(form))") }
        if let url = member.url { lines.append("Website: \(.link(url))") }
        lines += contact.offices.map { StyledText(officeLine($0)) }
        let links = SocialLink.links(for: contact.accounts)
        if !links.isEmpty { lines.append("Social media: " + links.map(socialText).joined(separator: " · ")) }
        return lines
    }

    /// "Fresno office: 2500 Tulare Street, Suite 5290, Fresno, CA 93721 — 559-497-5109 — hours: …"
    static func officeLine(_ office: DistrictOffice) -> String {
        let place = [office.state, office.zip].compactMap { $0 }.joined(separator: " ")
        let address = [office.building, office.address, office.suite, office.city, place].compactMap { $0 }
        var parts = [address.joined(separator: ", ")]
        if let phone = office.phone { parts.append(phone) }
        if let hours = office.hours { parts.append("hours: \(hours)") }
        return "\(office.city) office: " + parts.joined(separator: " — ")
    }

    /// "Facebook https://www.facebook.com/NancyPelosi", the address as a link.
    static func socialText(_ link: SocialLink) -> StyledText {
        guard let address = link.address else { return StyledText("\(link.service) \(link.handle)") }
        return "\(link.service) \(.link(address))"
    }

    /// The heading of the sender's own members' details.
    static func ownMembersHeading(_ district: CongressionalDistrict) -> StyledText {
        StyledText("How to reach your members of Congress (\(district.code)):")
    }

    static let sentPrivately = "I sent how to reach your members of Congress in a private message."

    /// When the sender has not said where they vote, or their ZIP is split.
    static func noDistrict(zip: String?) -> String {
        let named = "or name a member: contact <name | ST-NN>"
        guard zip != nil else {
            return "I don't know where you vote yet. Tell me your ZIP here: zip <5-digit ZIP code> — \(named)"
        }
        return "Your ZIP is split between districts; choose yours with: district <ST-NN> — \(named)"
    }
}
