import Chat
import Foundation
import Storage

/// `leaderboard [week | all] [#channel]`: the quiz's best accounts, from the stored points.
struct LeaderboardCommand: ChatCommand {
    let database: TownhallDatabase
    /// The quiz's keys for channel names, so `#Rocks` finds the points won in `#rocks` on IRC.
    let channels: ChannelFolding
    let spec = CommandSpec(name: "leaderboard", usage: "leaderboard [week | all] [#channel]",
                           summary: "The mineral quiz's best players: the last 7 days (week) or all time, here or in #channel.",
                           category: "Rocks")
    static let shown = 10

    func run(_ context: CommandContext) async throws {
        var allTime = false
        var channel = context.place.channelName
        for word in context.words {
            switch word.lowercased() {
            case "week": allTime = false
            case "all": allTime = true
            case let name where name.hasPrefix("#") && name.count > 1: channel = word
            default: throw context.usageError("\"\(word)\" is neither week, all nor a #channel")
            }
        }
        let since = allTime ? nil : context.now.addingTimeInterval(-7 * 86_400)
        let network = context.network
        let key = channel.map { channels.key($0, on: network) }
        let standings = try await database.reading {
            try $0.quizLeaderboard(network: network, channel: key, since: since, limit: Self.shown)
        }
        guard !standings.isEmpty else {
            context.reply("No quiz points in \(channel ?? "any channel") \(allTime ? "yet" : "in the last 7 days")"
                + " — start a quiz in a channel: \(context.prefix)quiz start")
            return
        }
        let scope = "\(channel ?? "every channel"), \(allTime ? "all time" : "last 7 days")"
        let entries = standings.enumerated().map { rank, standing in
            "\(rank + 1). \(standing.name) \(standing.points) (\(standing.wins) round\(standing.wins == 1 ? "" : "s"))"
        }
        context.reply("Quiz leaderboard, \(scope): " + entries.joined(separator: " · "))
    }
}
