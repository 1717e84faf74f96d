/// Where a transport keeps which item each message of the bot's shows, by the network's own id
/// for it (a Matrix event id, an IRC `msgid`), so a like reaction that comes after a restart still
/// finds its item. The app hands in the database's; a transport without one takes no reactions.
public protocol ItemMessageLedger: Sendable {
    func record(_ item: String, shownBy messageID: String, network: String) async throws
    func item(shownBy messageID: String, network: String) async throws -> String?
}
