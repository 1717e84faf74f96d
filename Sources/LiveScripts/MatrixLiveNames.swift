import MatrixClient
import Synchronization

/// What a Matrix play knows about names, shared by its speakers: which room is which script
/// channel, and whose user id is which script nick. The bot's messages are read back in the
/// script's terms with it (`lines(of:mentioning:)`), so one script text holds on IRC and Matrix:
///
/// - the bot answers a person in a room with one rich reply that mentions them once, at its start
///   (`Alice: ` before the first line, the display name a pill shows, with their user id in
///   `m.mentions`), where IRC writes `alice: ` before every line: that name is taken off and each
///   line reads `nick: line` with the script's nick of the mentioned user;
/// - a message of several lines (`body` lines joined by "\n") is as many script lines;
/// - user ids in the text become nicks (the bot's its local part), room ids channel names, and "a
///   direct message to @townhall:example.org saying zip" becomes "/msg townhall zip".
final class MatrixLiveNames: Sendable {
    private struct Table {
        var channelsByRoom: [String: String] = [:]
        var nicksByUser: [String: String] = [:]
    }

    let bot: String
    private let table = Mutex(Table())

    init(bot: String) {
        self.bot = bot
    }

    func setRoom(_ roomID: String, for channel: String) {
        table.withLock { $0.channelsByRoom[roomID] = channel }
    }

    func setNick(_ nick: String, for userID: String) {
        table.withLock { $0.nicksByUser[userID] = nick }
    }

    func channel(ofRoom roomID: String) -> String? {
        table.withLock { $0.channelsByRoom[roomID] }
    }

    func room(ofChannel channel: String) -> String? {
        table.withLock { table in table.channelsByRoom.first { $0.value == channel }?.key }
    }

    /// The script lines of a message of the bot's: its `body` split at line breaks, each line
    /// addressed to the one user `mentions` names (whose display name and ": " start the body),
    /// and each normalised.
    func lines(of body: String, mentioning mentions: [String]) -> [String] {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard mentions.count == 1, let user = mentions.first, let first = lines.first,
              let colon = first.range(of: ": ") else { return lines.map(normalised) }
        lines[0] = String(first[colon.upperBound...])
        let nick = table.withLock { $0.nicksByUser[user] } ?? (user == bot ? MatrixUserID.localpart(of: bot) : user)
        return lines.map { normalised("\(nick): \($0)") }
    }

    /// `text` with every speaker's user id replaced by their nick, the bot's by its local part,
    /// and every script room's id by its channel name (longest first: one id may prefix another).
    func normalised(_ text: String) -> String {
        var replacements = table.withLock { table in
            Array(table.nicksByUser) + Array(table.channelsByRoom)
        }
        // the bot's way to be written to privately, as the IRC-shaped script writes it
        replacements.append(("a direct message to \(bot) saying ", "/msg \(MatrixUserID.localpart(of: bot)) "))
        replacements.append((bot, MatrixUserID.localpart(of: bot)))
        var result = text
        for (long, short) in replacements.sorted(by: { $0.0.count > $1.0.count }) where result.contains(long) {
            result = result.replacingOccurrences(of: long, with: short)
        }
        return result
    }
}
