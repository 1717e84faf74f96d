import Chat
import Foundation
import IRCTestNetwork
import Import
import MatrixTestServer
import Storage
import Testing
import TownhallApp

extension MatrixBotTests {
    /// The shipped scripts that play on Matrix, and how many of their turns: a script is played
    /// up to its first clock move (the live bot keeps real time) or its first `noaccount` speaker
    /// (every Matrix user has an account). Not here: `about` and `contact` (their first turn is
    /// a `noaccount` speaker's), `quiz` (its deck is random on a live bot), `elections` (its
    /// election dates are set by a `#clock` in 2013), `templates` (its 28 turns before the first
    /// clock move take more than a minute live, and turn 27 expects the template "just now").
    /// `profile` and `rockposts` name people by bare name (`!profile alice`), a local part of the
    /// bot's homeserver on Matrix (`NetworkDirectory`).
    static let liveScripts: [String: Int] = [
        "cancel.convo": 2, "more.convo": 3, "rocks.convo": 12,
        "incidents.convo": 8, "votes.convo": 7, "follows.convo": 6, "bookmarks.convo": 6,
        "help.convo": 5, "questions.convo": 9, "letters.convo": 12, "feeds.convo": 9,
        "members.convo": 20, "ping.convo": 4, "bills.convo": 6,
        "profile.convo": 11, "rockposts.convo": 18,
    ]

    @Test("the shipped conversation scripts play live on Matrix, in rooms and DMs, with the same text as on IRC",
          arguments: liveScripts.keys.sorted())
    func shippedScriptOnMatrix(file: String) async throws {
        let info = try await Self.server.info()
        let script = try ScriptParser.parse(contentsOf: TestNetwork.packageRoot.appendingPathComponent("commands/\(file)"),
                                            displayPath: "commands/\(file)")
        // The deployment's part, which a live player skips: the script's data and admins.
        let databasePath = RunningBot.newDatabasePath()
        let database = try TownhallDatabase(path: databasePath)
        var admins: [String] = []
        for case .setup(let line, _) in script.steps {
            if line.hasPrefix("admin ") {
                admins.append("@\(line.dropFirst("admin ".count)):localhost")
            } else {
                #expect(try await DataSetupLine.run(line, database: database, root: TestNetwork.packageRoot), "setup: \(line)")
            }
        }
        let bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, deployment: .init(
            user: "townhall", admins: admins, joinOnInvite: "everyone"))
        let runner = MatrixScriptRunner(homeserver: info.homeserver, bot: "townhall", credentials: Self.server.users,
                                        replyTimeout: TestNetwork.patience, untilClock: true)
        let result = await runner.play(script)
        await bot.stop()
        #expect(result.passed, "\(result.report)")
        let wanted = try #require(Self.liveScripts[file])
        #expect(result.turnsPlayed == wanted, "\(result.report)")
    }
}
