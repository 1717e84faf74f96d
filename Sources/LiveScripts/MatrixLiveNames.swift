import MatrixClient
import Synchronization

/// What a Matrix play knows about names, shared by its speakers: which room is which script
/// channel, and whose user id is which script nick. The bot's lines are read back in the
/// script's terms with it: the bot addresses people by user id (`@alice:example.org: pong`),
/// names rooms by id and says "a direct message to @townhall:example.org saying zip", where the
/// script says `alice: pong`, `#civics` and "/msg townhall zip".
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
