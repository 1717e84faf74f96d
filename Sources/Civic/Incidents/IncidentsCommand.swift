import Chat
import Storage

/// `incidents [zip | ST | ST-NN] [top | new] [kind]`: the feed of visible reports, paged with `more`.
struct IncidentsCommand: ChatCommand {
    let civic: CivicContext
    let spec: CommandSpec

    /// At most this many reports are listed (people page through them with `more`).
    static let maxListed = 50

    init(civic: CivicContext) {
        self.civic = civic
        let rules = civic.incidentRules
        let near = rules.nearness
        spec = CommandSpec(
            name: "incidents", usage: "incidents [mine | ZIP | ST | ST-NN] [top | new] [kind]",
            summary: "Voting incidents reported near a ZIP (yours by default) or in a state or district. "
                + "top ranks by (likes + 1) × 0.5^(age / \(Self.hours(rules.halfLifeHours))) × nearness "
                + "(\(Self.number(near.sameZip)) same ZIP, \(Self.number(near.sameDistrict)) same district, "
                + "\(Self.number(near.sameState)) same state, farther left out); new lists the newest first. "
                + "Kinds: \(IncidentKindNames.list) (ID in capitals is Idaho). "
                + "mine lists the reports you filed, newest first, in a private message.",
            category: "Incidents")
    }

    func run(_ context: CommandContext) async throws {
        if OwnItems.isAsked(context) { return try await listOwn(context) }
        var (listing, typedArea) = try Self.parse(context)
        listing.nearness = civic.incidentRules.nearness
        if let typedArea {
            listing.area = typedArea
        } else {
            listing.area = .zip(try await ownZip(context))
        }
        let (area, query) = (listing.area, listing)
        // The asker's own ZIP is private: their local list goes to a DM, and no refusal names it.
        let isOwnZip = typedArea == nil
        try await civic.database.useIncidentHalfLife(civic.incidentRules.halfLifeSeconds)
        let incidents = try await civic.database.reading(mayLagFor: context.account) { snapshot in
            guard try IncidentAreaWords.isKnown(area, in: snapshot) else {
                throw isOwnZip ? CommandFailure("I no longer know the ZIP on your profile; set it again privately with: zip <your ZIP>")
                    : IncidentAreaWords.unknown(area)
            }
            return try snapshot.incidents(query)
        }
        let scope = isOwnZip && !context.isDirect ? "near you" : Self.scope(of: area)
        let kind = listing.kind.map { " (\(IncidentKindNames.title($0)))" } ?? ""
        guard !incidents.isEmpty else {
            let text = "No reports\(kind) \(scope) yet. Report one with: \(context.typed("report")) <kind> <ZIP> <what happened>"
            isOwnZip ? context.replyInPrivate([text], note: "I answered in a private message (your ZIP stays private).")
                : context.reply(text)
            return
        }
        let heading = (listing.order == .top ? "Top reports" : "Newest reports") + "\(kind) \(scope):"
        let lines = [heading] + incidents.map { IncidentText.listLine($0, now: context.now) }
        if isOwnZip && !context.isDirect {
            context.reply("I sent the reports near your ZIP in a private message (your ZIP stays private).")
            context.page(lines, privately: true)
        } else {
            context.page(lines)
        }
    }

    /// `incidents mine`: a report never names its reporter, and the ZIPs of one's reports say
    /// where one votes, so the list goes to a DM.
    private func listOwn(_ context: CommandContext) async throws {
        let account = try context.requireAccount()
        let reports = try await civic.database.reading { try $0.incidents(reportedBy: account, limit: Self.maxListed) }
        guard !reports.isEmpty else {
            context.reply("You have filed no reports yet. Report a problem at the polls with: "
                + "\(context.typed("report")) <kind> <ZIP> <what happened>")
            return
        }
        context.replyInPrivate(["Your reports, newest first:"] + reports.map { IncidentText.listLine($0, now: context.now) },
                               note: OwnItems.sentPrivately("reports"))
    }

    /// The ZIP on the sender's profile, or a refusal that says how to set it (in a DM).
    private func ownZip(_ context: CommandContext) async throws -> String {
        var zip: String?
        if let account = context.account {
            zip = try await civic.database.reading { try $0.profile(of: account)?.zip }
        }
        guard let zip else {
            let set = context.isDirect ? "zip <your ZIP>" : context.privately("zip <your ZIP>")
            throw CommandFailure("I don't know your ZIP. Tell me privately with \(set), or name a place: "
                + "\(context.typed("incidents")) 94110, \(context.typed("incidents")) CA or \(context.typed("incidents")) CA-11.")
        }
        return zip
    }

    /// The listing asked for (area still to fill in when none was typed) and the typed area.
    private static func parse(_ context: CommandContext) throws -> (IncidentListing, IncidentArea?) {
        var listing = IncidentListing(area: .state(""), limit: maxListed)
        var area: IncidentArea?
        for word in context.words {
            switch word.lowercased() {
            case "top": listing.order = .top
            case "new": listing.order = .new
            default:
                // "ID" in capitals is Idaho; "id" (or any other case) the kind.
                if word != "ID", let kind = IncidentKindNames.kind(word) {
                    listing.kind = kind
                } else if area == nil, let named = IncidentAreaWords.area(word) {
                    area = named
                } else {
                    throw context.usageError("\"\(word)\" is not a ZIP, state, district, order or kind (\(IncidentKindNames.list))")
                }
            }
        }
        return (listing, area)
    }

    static func scope(of area: IncidentArea) -> String {
        switch area {
        case .zip(let zip): "near \(zip)"
        case .state(let state): "in \(state)"
        case .district(let district): "in \(district.code)"
        }
    }

    /// "6 h", "30 min".
    private static func hours(_ hours: Double) -> String {
        hours >= 1 ? "\(number(hours)) h" : "\(number(hours * 60)) min"
    }

    /// 0.5 → "0.5", 1.0 → "1".
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
