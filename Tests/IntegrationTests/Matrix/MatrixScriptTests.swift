import Chat
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Import
import LiveScripts
import MatrixTestServer
import Storage
import Testing
import TownhallApp

extension MatrixBotTests {
    /// The shipped scripts that play on Matrix, and how many of their turns: a script is played
    /// up to its first clock move (the live bot keeps real time) or its first `noaccount` speaker
    /// after a turn with an account (every Matrix user has one; such turns before any other are
    /// skipped: `contact` opens with a guest's). `quiz` plays because the deployment's
    /// `quiz.first_minerals` stacks its deck; `elections` without its first turn (`datedTurns`).
    /// Not here: `about`, whose every turn is a `noaccount` speaker's, and `admin`, whose third turn
    /// ignores bob until a time on the script's clock ("until 2026-11-23 20:00 UTC"), which a live
    /// bot on the real clock cannot say, and whose later turns rest on that ignore. `profile` and
    /// `rockposts` name people by bare name (`!profile alice`), a local part of the bot's homeserver
    /// on Matrix (`NetworkDirectory`). `calls` plays up to its clock move (a call a minute after the
    /// last counts again), `officials` up to its first guest. `TOWNHALL_MATRIX_SCRIPTS=quiz,elections`
    /// plays only those.
    static let liveScripts: [String: Int] = [
        "cancel.convo": 2, "more.convo": 3, "rocks.convo": 15,
        "incidents.convo": 8, "votes.convo": 7, "follows.convo": 6, "bookmarks.convo": 6,
        "help.convo": 5, "questions.convo": 9, "letters.convo": 12, "feeds.convo": 9,
        "members.convo": 25, "ping.convo": 4, "bills.convo": 9,
        "profile.convo": 11, "rockposts.convo": 18,
        "contact.convo": 2, "quiz.convo": 2, "templates.convo": 28, "elections.convo": 3,
        "officials.convo": 2, "calls.convo": 15,
    ]

    /// Whether `file` is among the scripts `TOWNHALL_MATRIX_SCRIPTS` names (all when unset).
    static func chosen(_ file: String) -> Bool {
        guard let names = ProcessInfo.processInfo.environment["TOWNHALL_MATRIX_SCRIPTS"] else { return true }
        return names.split(separator: ",").contains { "\($0).convo" == file }
    }

    /// Turns whose answer reads the script's date, which a live bot (on the real clock) cannot
    /// show; no later turn reads what they did.
    static let datedTurns: [String: [Int: String]] = [
        "elections.convo": [21: "the 2013 election is upcoming on the script's date (2013-10-01), held on a live bot's"],
    ]

    @Test("the shipped conversation scripts play live on Matrix, in rooms and DMs, with the same text as on IRC",
          arguments: liveScripts.keys.sorted().filter(chosen), DatabaseKind.allCases)
    func shippedScriptOnMatrix(file: String, kind: DatabaseKind) async throws {
        let script = try ScriptParser.parse(contentsOf: TestNetwork.packageRoot.appendingPathComponent("commands/\(file)"),
                                            displayPath: "commands/\(file)")
        let result = try await Self.playLive(script, skipping: Self.datedTurns[file] ?? [:], database: kind)
        #expect(result.passed, "\(result.report)")
        let wanted = try #require(Self.liveScripts[file])
        #expect(result.turnsPlayed == wanted, "\(result.report)")
    }

    /// The same scripts with each speaker's DM (and the sentinel room after a DM turn) opened
    /// encrypted by matrix-nio, the way Element opens one (`NioScriptSpeaker`): every DM line is
    /// sent under nio's Megolm session and every answer there comes encrypted by the bot and is
    /// decrypted by nio before it is compared, with the same expected text as plain Matrix. On
    /// SQLite only: what encryption adds does not touch the database's engine beyond the device's
    /// pickles, which the encrypted DM and restart tests cover on both.
    @Test("the shipped conversation scripts play live in encrypted DMs opened by matrix-nio, with the same text as plain Matrix",
          arguments: liveScripts.keys.sorted().filter(chosen))
    func shippedScriptInEncryptedDirectRooms(file: String) async throws {
        let script = try ScriptParser.parse(contentsOf: TestNetwork.packageRoot.appendingPathComponent("commands/\(file)"),
                                            displayPath: "commands/\(file)")
        let result = try await Self.playLive(script, skipping: Self.datedTurns[file] ?? [:], encrypted: true)
        #expect(result.passed, "\(result.report)")
        let wanted = try #require(Self.liveScripts[file])
        #expect(result.turnsPlayed == wanted, "\(result.report)")
    }

    /// Two operators of one room: the player makes one of them its creator and gives the other
    /// power level 50, a moderator, whom the bot must count as an operator too.
    @Test("an operator who did not create the room (power level 50) is an operator to the bot; a member is not",
          arguments: DatabaseKind.allCases)
    func operatorByPowerLevel(kind: DatabaseKind) async throws {
        let answer = "will be posted here, at most 3 a minute. !feed lists this channel's feeds, !feed off ends them."
        let script = try ScriptParser.parse("""
            Operators by power level

            #setup
            import districts ../shared/data/civic/zip-district/zccd.csv

            #me olivia #oproom op
            !feed CA-11
            #bot #oproom
            olivia: New reports in CA-11 (all kinds) \(answer)

            #me gina #oproom op
            !feed 94601 line machine long-line
            #bot #oproom
            gina: New reports near 94601 (line, machine) \(answer)

            #me erin #oproom
            !feed CA
            #bot #oproom
            erin: Only operators of #oproom or Townhall admins can use feed: ask one of them to run it.
            """, path: "operators.convo")
        let result = try await Self.playLive(script, database: kind)
        #expect(result.passed && result.turnsPlayed == 3, "\(result.report)")
    }

    /// Plays `script` on a new bot: its setup lines are the deployment's part (data, admins,
    /// first quiz minerals), the player plays its turns up to its first clock move. The bot runs
    /// on a new database of kind `database`; `encrypted`: with end-to-end encryption, its
    /// speakers' DMs opened encrypted by matrix-nio.
    static func playLive(_ script: ConversationScript, skipping: [Int: String] = [:],
                         database kind: DatabaseKind = .sqlite, encrypted: Bool = false) async throws -> ScriptResult {
        let info = try await Self.server.info()
        // The deployment's part, which a live player skips: the script's data and admins.
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let database = try await DatabaseKind.open(databasePath)
        var admins: [String] = []
        var firstMinerals: [String] = []
        for case .setup(let line, _) in script.steps {
            if line.hasPrefix("admin ") {
                admins.append("@\(line.dropFirst("admin ".count)):localhost")
            } else if line.hasPrefix("quiz deck ") {
                // the deployment's `quiz.first_minerals`, which the bot draws its first decks from
                firstMinerals += line.dropFirst("quiz deck ".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            } else {
                #expect(try await DataSetupLine.run(line, database: database, root: TestNetwork.packageRoot), "setup: \(line)")
            }
        }
        var deployment = RunningMatrixBot.Deployment(
            user: "townhall", admins: admins, joinOnInvite: "everyone",
            // a script's first speaker invites the bot into each of its channels (up to 13)
            invitesPerInviterPerDay: 100, firstMinerals: firstMinerals)
        if encrypted {
            // a device of its own per play: each play's new database makes a new Olm account
            deployment.deviceID = "SCRIPT\(UUID().uuidString.prefix(8))"
            deployment.pickleKey = "script play \(UUID().uuidString)"
        }
        let bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, deployment: deployment)
        var runner = MatrixScriptRunner(homeserver: info.homeserver, bot: "townhall", credentials: Self.server.users,
                                        replyTimeout: TestNetwork.patience, untilClock: true)
        runner.skippedTurns = skipping
        if encrypted { runner.encryptedClients = NioScriptSpeaker.starter(homeserver: info.homeserver, bot: "@townhall:localhost") }
        let result = await runner.play(script)
        await bot.stop()
        return result
    }
}
