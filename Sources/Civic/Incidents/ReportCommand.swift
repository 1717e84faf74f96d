import Chat
import Foundation
import Storage

/// `report <kind> <zip> <text> [https link]`: files a voting-incident report, public by nature.
struct ReportCommand: ChatCommand {
    let civic: CivicContext
    let spec: CommandSpec

    init(civic: CivicContext) {
        self.civic = civic
        spec = CommandSpec(
            name: "report",
            usage: "report <kind> <ZIP> <what happened, at most \(civic.incidentRules.maxReportLength) characters> [https photo link]",
            summary: "Report a problem at the polls, in public. Kinds: \(IncidentKindNames.list). "
                + ElectionProtectionHotline.helpNote,
            permission: .accountHolder, category: "Incidents")
    }

    func run(_ context: CommandContext) async throws {
        guard context.words.count >= 3 else { throw context.usageError() }
        let account = try context.requireAccount()
        guard let kind = IncidentKindNames.kind(context.words[0]) else {
            throw CommandFailure("\"\(context.words[0])\" is not a kind of report; use one of \(IncidentKindNames.list), "
                + "e.g. \(context.typed("report")) line 94110 Two-hour wait")
        }
        guard let zip = ZipCodeWord.zip(context.words[1]) else {
            throw context.usageError("A ZIP code has 5 digits")
        }
        var textWords = context.words.dropFirst(2)
        let photo = try Self.photoLink(textWords.last)
        if photo != nil { textWords = textWords.dropLast() }
        let rules = civic.incidentRules
        let text = try civic.cleanText(textWords, limit: rules.maxReportLength, what: "report", context: context)
        try await civic.database.useIncidentHalfLife(rules.halfLifeSeconds)
        let outcome = try await civic.database.report(kind, zip: zip, text: text, imageURL: photo, by: account,
                                                      perHour: rules.reportsPerHour, at: context.now)
        switch outcome {
        case .filed(let id, _):
            let ref = ItemReference.incident.text(id)
            context.reply("Reported \(ref) (\(IncidentKindNames.title(kind)) at \(zip)). "
                + (ElectionProtectionHotline.sentence(for: kind).map { $0 + " " } ?? "")
                + "Others can like it with: \(context.typed("like")) \(ref) — reports nearby: \(context.typed("incidents")) \(zip)")
        case .unknownZip:
            throw try await civic.unknownZip(zip)
        case .hourlyLimitReached(let limit):
            throw CommandFailure("You filed \(limit) reports in the last hour, the most allowed; wait a while, "
                + "or add to a report with: \(context.typed("comment")) R7 <text>")
        }
    }

    /// The photo link if `word` is one: https only (it is shown, never fetched); a link of any
    /// other kind is refused rather than taken as text.
    static func photoLink(_ word: String?) throws -> String? {
        guard let word, word.contains("://") || word.lowercased().hasPrefix("www.") else { return nil }
        guard word.lowercased().hasPrefix("https://"), let url = URL(string: word), let host = url.host(), !host.isEmpty,
              word.count <= 500 else {
            throw CommandFailure("A photo must be an https:// link (I only show it, never open it); "
                + "send the https address, or leave the link out.")
        }
        return word
    }
}
