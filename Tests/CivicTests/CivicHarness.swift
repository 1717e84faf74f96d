import Chat
import Civic
import DatabaseTestSupport
import Foundation
import Import
import Storage

/// A chat core with the civic commands over a new database seeded with the demo data, and
/// helpers to speak to it. The engine is the test's argument (`@Test(arguments:
/// DatabaseKind.allCases)`): every civic test that touches storage runs on SQLite and on the
/// real PostgreSQL server, and names which in its result.
struct CivicHarness {
    let database: TownhallDatabase
    let core: ChatCore
    let clock = ManualClock()
    static let network = "testnet"

    init(_ kind: DatabaseKind, seedDemo: Bool = true, directory: any DirectoryLookup = NickIsAccountDirectory(),
         rules: CivicRules = CivicRules(), formatting: ReplyFormatting = ReplyFormatting()) async throws {
        database = try await kind.makeDatabase(label: "civic")
        if seedDemo { try await DemoData.seed(into: database) }
        core = ChatCore(commands: CivicCommands.all(database: database, directory: directory, rules: rules,
                                                    formatting: formatting),
                        clock: clock)
    }

    /// Sends `text` from account `name` (nick = account) in a DM or a channel; returns the replies.
    /// The clock moves 5 s first, a pace the default rate limit always allows.
    func say(_ text: String, as name: String, nick: String? = nil, in place: ChatPlace = .direct) async -> [ChatReply] {
        clock.advance(by: 5)
        let sender = ChatSender(nick: nick ?? name, account: name)
        let event = ChatEvent(network: Self.network, sender: sender, place: place, text: text)
        return await core.handle(event)
    }

    func account(_ name: String) -> AccountIdentity {
        AccountIdentity(network: Self.network, name: name)
    }
}

/// The engines of DatabaseTestSupport, named once for every file of this target.
typealias DatabaseKind = DatabaseTestSupport.DatabaseKind
