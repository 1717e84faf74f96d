import Chat
import Storage

/// How state and city officials are written in replies: the state's own word for the seat
/// ("Assembly Member" in California, "Delegate" in Virginia), the level and chamber, and how to
/// reach them. Public facts only.
enum OfficialText {
    /// "State Senator Scott Wiener (D, CA Senate District 11)", "Governor Gavin Newsom (D-CA)",
    /// "Mayor Daniel Lurie (San Francisco, CA)".
    static func title(_ official: StateOfficial) -> String {
        let state = official.state, party = official.party.flatMap(\.first).map(String.init)
        switch official.role.level {
        case .legislature:
            let seat = "\(state.code) \(chamber(of: official)) District \(official.district ?? "?")"
            return "\(roleTitle(official)) \(official.name) (\(party.map { "\($0), " } ?? "")\(seat))"
        case .executive:
            return "\(roleTitle(official)) \(official.name) (\(party.map { "\($0)-" } ?? "")\(state.code))"
        case .municipal:
            return "\(roleTitle(official)) \(official.name) (\(official.place ?? "?"), \(state.code))"
        }
    }

    /// The seat's title in the state's own words.
    static func roleTitle(_ official: StateOfficial) -> String {
        switch official.role {
        case .upper, .legislature: official.state.upperTitle
        case .lower: official.state.lowerTitle
        case .governor: "Governor"
        case .lieutenantGovernor: "Lieutenant Governor"
        case .attorneyGeneral: "Attorney General"
        case .secretaryOfState: "Secretary of State"
        case .chiefElectionOfficer: "Chief Election Officer"
        case .mayor: "Mayor"
        case .councilMember: "Council Member"
        }
    }

    /// "Senate", "Assembly", "House of Delegates".
    static func chamber(of official: StateOfficial) -> String {
        official.role == .lower ? official.state.lowerChamber : official.state.upperChamber
    }

    /// The level of government and the chamber: "California State Legislature, Senate",
    /// "State of California, executive", "City of San Francisco, CA".
    static func level(_ official: StateOfficial) -> String {
        switch official.role.level {
        case .legislature: "\(official.state.name) State Legislature, \(chamber(of: official))"
        case .executive: "State of \(official.state.name), executive"
        case .municipal: "City of \(official.place ?? "?"), \(official.state.code)"
        }
    }

    /// Title, first phone, email and website: one line for `reps`.
    static func contactLine(_ official: StateOfficial) -> String {
        var parts = [title(official)]
        if let phone = official.offices.lazy.compactMap(\.phone).first { parts.append(phone) }
        if let email = official.email { parts.append(email) }
        if let site = official.links.first { parts.append(site) }
        return parts.joined(separator: " — ")
    }

    /// The contact line with the level and chamber, for `rep`.
    static func detailLine(_ official: StateOfficial) -> String {
        var parts = [title(official), level(official)]
        parts += contactLine(official).components(separatedBy: " — ").dropFirst()
        return parts.joined(separator: " — ")
    }

    /// Everything `contact` shows of an official: title, level and chamber, each office with its
    /// phones and hours, email, website and other links, social media.
    static func contactLines(_ official: StateOfficial) -> [StyledText] {
        var lines: [StyledText] = [.bold(StyledText(title(official))), StyledText(level(official))]
        for office in official.offices {
            var parts = [office.address, office.phone, office.fax.map { "fax \($0)" }, office.hours.map { "hours: \($0)" }]
                .compactMap { $0 }
            if parts.isEmpty { parts = ["no address given"] }
            lines.append(StyledText("\(officeName(office.classification)) office: " + parts.joined(separator: " — ")))
        }
        if let email = official.email { lines.append(StyledText("Email: \(email)")) }
        if let site = official.links.first { lines.append("Website: \(.link(site))") }
        let more = official.links.dropFirst()
        if !more.isEmpty { lines.append("More: " + more.map { StyledText.link($0) }.joined(separator: " · ")) }
        let social = SocialLink.links(handles: official.socialHandles)
        if !social.isEmpty { lines.append("Social media: " + social.map(ContactText.socialText).joined(separator: " · ")) }
        return lines
    }

    /// Each official's title, for a list of the officials a name fits.
    static func titles(_ officials: [StateOfficial]) -> [String] {
        officials.map(title)
    }

    /// "capitol" → "Capitol", "district-mail" → "District-mail": the file's classification of an
    /// office as the start of a line.
    static func officeName(_ classification: String) -> String {
        classification.prefix(1).uppercased() + classification.dropFirst()
    }
}
