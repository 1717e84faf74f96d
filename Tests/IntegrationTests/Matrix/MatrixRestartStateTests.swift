import DatabaseTestSupport
import Foundation
import MatrixClient
import MatrixTestServer
import Storage
import Testing
import TownhallApp

/// What the bot knows of rooms after a restart: the first sync of each run carries every joined
/// room's whole state, so who moderates a room and which rooms the bot is in do not wait for a
/// later sync to mention them.
extension MatrixBotTests {
    @Test("after a restart a room moderator's !feed works at once, and a feed room nobody spoke in gets the next report",
          arguments: DatabaseKind.allCases)
    func restartKeepsRooms(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        var bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        let bob = try await cast.login("bob", on: info)
        let carol = try await cast.login("carol", on: info)
        func said(_ person: MatrixTestUser, in room: String, _ matches: (String) -> Bool) -> Bool {
            person.botSaid(in: room, bot: cast.bot, matches)
        }
        do {
            // bob moderates the first room (power level 50; not a bot admin, not its creator)
            let moderated = try await alice.createRoom(inviting: [cast.bot, bob.userID], direct: false)
            let fed = try await alice.createRoom(inviting: [cast.bot], direct: false)
            try await bob.join(moderated)
            try await alice.setPowerLevels([bob.userID: .number(50)], in: moderated)
            try await alice.wait("the bot joining both rooms") {
                $0.memberships[moderated]?[cast.bot] == "join" && $0.memberships[fed]?[cast.bot] == "join"
            }
            try await alice.say("!feed CA-11", in: fed)
            try await alice.wait("the feed") { _ in said(alice, in: fed) { $0.contains("New reports in CA-11") } }
            // the bot counts bob as an operator before the restart: the power levels are behind its position
            try await bob.say("!feed", in: moderated)
            try await bob.wait("bob's feed list") { _ in said(bob, in: moderated) { $0.contains("has no feed") } }
            await bot.stop()
            bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, deployment: cast.deployment())
            try await bob.say("!feed CA-11", in: moderated)
            try await bob.wait("bob's feed after the restart") { _ in
                said(bob, in: moderated) { $0.contains("New reports in CA-11") || $0.contains("Only operators") }
            }
            #expect(said(bob, in: moderated) { $0.contains("New reports in CA-11") })
            #expect(!said(bob, in: moderated) { $0.contains("Only operators") })
            // nobody has spoken in the feed room since the restart: the report reaches it all the same
            let direct = try await Self.directRoom(of: carol, bot: cast.bot)
            try await carol.say("report long-line 94110 Two-hour line at the library", in: direct)
            try await carol.wait("the report filed") { _ in said(carol, in: direct) { $0.hasPrefix("Reported R1") } }
            try await alice.wait("the report in the feed room") { _ in
                said(alice, in: fed) { $0.hasPrefix("New report R1 (CA-11 feed)") }
            }
        } catch {
            await MatrixTestUser.close([alice, bob, carol], stopping: bot); throw error
        }
        await MatrixTestUser.close([alice, bob, carol], stopping: bot)
    }

    /// Synapse refuses power levels that are not integers in current room versions, so they are
    /// made on their way to the bot: a proxy turns three levels into a string of digits (which
    /// rooms before version 10 allowed, and which counts), a float and a number far beyond the
    /// spec's range (which give the room's default). A level read with `Int(Double)` trapped on
    /// the last one: the whole bot stopped.
    @Test("power levels that are not integers: logged, a string of digits counts, a float or a huge number gives the default",
          arguments: DatabaseKind.allCases)
    func oddPowerLevels(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let (proxy, behindProxy) = try await HomeserverProxy.inFront(of: info)
        let log = LogRecorder()
        let bot = try await RunningMatrixBot.start(on: behindProxy, database: kind, logger: log.logger(),
                                                   deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        let bob = try await cast.login("bob", on: info)
        let carol = try await cast.login("carol", on: info)
        func said(_ person: MatrixTestUser, in room: String, _ matches: (String) -> Bool) -> Bool {
            person.botSaid(in: room, bot: cast.bot, matches)
        }
        let huge = "@huge-\(kind):localhost"
        do {
            let room = try await alice.createRoom(inviting: [cast.bot, bob.userID, carol.userID], direct: false)
            try await bob.join(room)
            try await carol.join(room)
            try await alice.wait("the bot joining") { $0.memberships[room]?[cast.bot] == "join" }
            // markers of 15 digits (integers in the spec's range, so Synapse takes them), each turned into its odd value
            proxy.replaceInAnswers("555555555555551", with: #""50""# + String(repeating: " ", count: 11))
            proxy.replaceInAnswers("555555555555552", with: "50.5" + String(repeating: " ", count: 11))
            proxy.replaceInAnswers("555555555555553", with: "1e300" + String(repeating: " ", count: 10))
            try await alice.setPowerLevels([bob.userID: .number(555_555_555_555_551), carol.userID: .number(555_555_555_555_552),
                                            huge: .number(555_555_555_555_553)], in: room)
            try await log.wait("the ignored levels") { $0.contains { $0.contains("power levels that are not integers were ignored") } }
            try await bob.say("!feed CA-11", in: room)
            try await bob.wait("bob's feed") { _ in said(bob, in: room) { $0.contains("New reports in CA-11") } }
            try await carol.say("!feed CA", in: room)
            try await carol.wait("carol's refusal") { _ in said(carol, in: room) { $0.contains("Only operators") } }
            let warning = try #require(log.messages.first { $0.contains("power levels that are not integers were ignored") })
            #expect(warning.contains(carol.userID) && warning.contains(huge) && !warning.contains(bob.userID), "\(warning)")
            #expect(!bot.task.isCancelled)
        } catch {
            await MatrixTestUser.close([alice, bob, carol], stopping: bot); await proxy.close(); throw error
        }
        await MatrixTestUser.close([alice, bob, carol], stopping: bot); await proxy.close()
    }
}
