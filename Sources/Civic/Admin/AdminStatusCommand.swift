import Chat
import Foundation
import Storage

/// `admin status`: how the service stands, in a few lines by DM: uptime and load, each network's
/// connection, the queues (alerts per network, mail), the database's size, and the last sync of
/// each source. Read from the core, the transports' board and one database snapshot, the same
/// figures `/metrics` serves, for an admin who has a chat window and not a dashboard.
struct AdminStatusCommand: ChatCommand {
    let civic: CivicContext
    /// Nil where no network is served (the console, scripts).
    let connections: (any ConnectionBoard)?
    let spec = CommandSpec(
        name: "admin status", summary: "Uptime, networks, load, queues, database size and last syncs (in a DM).",
        permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let activity = await context.coreActivity()
        let (figures, bytes) = try await civic.database.reading { (try $0.serviceFigures(), try $0.databaseBytes()) }
        let now = context.now
        context.page([
            "Up \(Self.span(now.timeIntervalSince(activity.startedAt))); \(activity.commandsLastMinute) commands in the last minute.",
            "Networks: \(networks())",
            "Queues: \(Self.queues(figures, now: now))",
            "Database: \(Self.megabytes(bytes)).",
            "Last sync: \(Self.syncs(figures, now: now))",
        ], privately: true)
    }

    private func networks() -> String {
        guard let states = connections?.connectionStates(), !states.isEmpty else {
            return "none served here (the console or a script)."
        }
        return states.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.rawValue)" }.joined(separator: ", ") + "."
    }

    private static func queues(_ figures: ServiceFigures, now: Date) -> String {
        let alerts = figures.outboxDepth.isEmpty ? "no alerts waiting"
            : "alerts waiting " + figures.outboxDepth.sorted { $0.key < $1.key }.map { network, depth in
                let oldest = figures.outboxOldest[network].map { ", oldest \(QuestionText.age(of: $0, now: now))" } ?? ""
                return "\(network) \(depth)\(oldest)"
            }.joined(separator: "; ")
        let mail = figures.mailByStatus.isEmpty ? "no mail"
            : "mail " + figures.mailByStatus.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        return "\(alerts); \(mail)."
    }

    /// Per source: how its last run went and when it last brought something new ("legislators
    /// unchanged 5m ago, data from 2d ago"), so a source failing every night is told apart from
    /// one with nothing new to publish.
    private static func syncs(_ figures: ServiceFigures, now: Date) -> String {
        let sources = Set(figures.syncImportedAt.keys).union(figures.lastSyncRun.keys).sorted()
        guard !sources.isEmpty else { return "never (townhall sync imports the official data)." }
        return sources.map { source in
            let data = figures.syncImportedAt[source].map { "data from \(QuestionText.age(of: $0, now: now))" }
            guard let run = figures.lastSyncRun[source] else { return "\(source) \(data ?? "")" }
            let result = switch run.result {
            case .imported: "imported \(run.rows) rows"
            case .unchanged: "unchanged"
            case .failed: "failed (\(run.failureKind ?? "other"))"
            }
            return "\(source) \(result) \(QuestionText.age(of: run.finishedAt, now: now))" + (data.map { ", \($0)" } ?? "")
        }.joined(separator: "; ") + "."
    }

    /// "3d 4h", "2h 5m", "7m".
    static func span(_ seconds: TimeInterval) -> String {
        let minutes = max(0, Int(seconds) / 60)
        let (days, hours) = (minutes / 1440, minutes / 60 % 24)
        if days > 0 { return "\(days)d \(hours)h" }
        return hours > 0 ? "\(hours)h \(minutes % 60)m" : "\(minutes)m"
    }

    private static func megabytes(_ bytes: Int64) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
