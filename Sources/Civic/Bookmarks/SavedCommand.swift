import Chat
import Foundation
import Storage

/// `saved`: the sender's bookmarks, each described as it is now (in a DM: what someone keeps
/// is their own business).
struct SavedCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "saved", aliases: ["bookmarks"], usage: "saved",
        summary: "List your bookmarks (in a private message).", places: .direct,
        permission: .accountHolder, category: "Bookmarks")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        let now = context.now
        // One read: the bookmarks and what each points at now.
        let lines = try await civic.database.reading { snapshot in
            try snapshot.bookmarks(of: account).map { try Self.line(for: $0.reference, in: snapshot, now: now) }
        }
        guard !lines.isEmpty else {
            context.reply("You have saved nothing yet. Save a report, a question or a bill with: save R7, save Q12 or save hr5376-117")
            return
        }
        context.page(["Your saved items (unsave <ref> removes one):"] + lines)
    }

    private static func line(for reference: String, in snapshot: ReadSnapshot, now: Date) throws -> String {
        if let id = ItemReference.incident.id(from: reference) {
            guard let incident = try snapshot.incident(id) else { return "\(reference): no longer exists" }
            return incident.isHidden ? "\(reference): hidden by a moderator" : IncidentText.listLine(incident, now: now)
        }
        if let id = ItemReference.question.id(from: reference) {
            guard let question = try snapshot.question(id) else { return "\(reference): no longer exists" }
            return question.isHidden ? "\(reference): hidden by a moderator"
                : "\(reference) ▲\(question.upvotes): \(QuestionText.excerpt(question.text))"
        }
        if CalendarDay.adding(0, to: reference) != nil {
            let elections = try snapshot.allElections().filter { $0.election.date == reference }
            guard !elections.isEmpty else { return "\(reference): no election on that day in my data any more" }
            // The same election in several feeds (one per county) is one line.
            var seen: Set<String> = []
            return elections.filter { seen.insert($0.election.name).inserted }
                .map { ElectionText.electionLine($0.election, today: ElectionText.today(now)) }.joined(separator: " · ")
        }
        guard let id = BillID(reference), let bill = try snapshot.bill(id) else { return "\(reference): no longer in my data" }
        return "\(bill.id.key): \(bill.title)"
    }
}
