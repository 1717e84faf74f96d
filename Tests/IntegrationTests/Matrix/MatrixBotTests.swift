import DatabaseTestSupport
import Foundation
import MatrixTestServer
import Storage
import Testing
import TownhallApp

/// The whole bot on a real Synapse: DMs, rooms, invites, alerts by DM, a homeserver restart in
/// the middle of a sync, a bot restart, and twenty people writing at once.
@Suite("Townhall on a real Synapse homeserver", .serialized)
struct MatrixBotTests {
    static let crowd = (1...20).map { String(format: "crowd%02d", $0) }
    /// The speakers of the conversation scripts played live (MatrixScriptTests), and their bot.
    static let scriptPeople = ["townhall", "dave", "erin", "frank", "gina", "root", "pelosistaff", "olivia"]
    static let server = MatrixTestServer(
        name: "bot", port: 8_458,
        // the plain bot, alice, bob and carol: the tests whose every room is new (restarts, IRC and
        // Matrix); the others play each engine's run with its own accounts (`MatrixCast`)
        users: Dictionary(uniqueKeysWithValues: (["bot", "alice", "bob", "carol"] + scriptPeople + MatrixCast.accounts(MatrixCast.names))
            .map { ($0, "\($0)pass123") }),
        // Every speaker of a script is free of Synapse's message limit, as on the IRC test network:
        // a limited one waits 5 s a message after a burst of 10 (`templates` once lost its
        // template's "just now" to bob's waits). `paced` and the crowd keep the limit.
        unlimited: ["bot", "alice", "bob", "carol"] + scriptPeople + MatrixCast.accounts(MatrixCast.unlimitedNames))
    static let bot = "@bot:localhost"

    static func user(_ name: String, on info: MatrixTestServer.Info) async throws -> MatrixTestUser {
        try await MatrixTestUser.login(name, password: "\(name)pass123", on: info)
    }

    /// A DM room with `bot` that the bot has joined.
    static func directRoom(of user: MatrixTestUser, bot: String = bot) async throws -> String {
        let room = try await user.createRoom(inviting: [bot], direct: true)
        try await user.wait("the bot joining \(room)") { $0.memberships[room]?[bot] == "join" }
        return room
    }

    @Test("a DM: ping gets pong with no address, a long answer is one message, and styled replies carry HTML beside the plain body",
          arguments: DatabaseKind.allCases)
    func directMessages(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let bot = try await RunningMatrixBot.start(on: info, database: kind, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        do {
            let room = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("ping", in: room)
            try await alice.wait("pong") { _ in alice.botMessages(in: room, bot: cast.bot).contains { $0.body == "pong" } }
            let pong = try #require(alice.botMessages(in: room, bot: cast.bot).first { $0.body == "pong" })
            #expect(pong.msgtype == "m.notice")
            #expect(pong.mentions == [], "a DM answer mentions no one")
            #expect(pong.inReplyTo == nil, "a DM answer addresses no one, not even as a reply")
            try await alice.say("vote s325-2022", in: room)
            // the whole answer, one message: its last line is the hint to give a ZIP (alice has none)
            try await alice.wait("the vote") { _ in alice.botMessages(in: room, bot: cast.bot).count == 2 }
            let replies = alice.botMessages(in: room, bot: cast.bot).dropFirst()
            let vote = try #require(replies.first)
            #expect(vote.body.split(separator: "\n").count > 2, "one event, its lines joined: \(vote.body)")
            #expect(vote.body.contains("\nTo see how your members voted"), "\(vote.body)")
            #expect(vote.formattedBody?.contains("<br>To see how your members voted") == true, "\(vote.formattedBody ?? "")")
            let styled = replies.compactMap(\.formattedBody)
            #expect(styled.contains { $0.contains("<b>") }, "bold result in formatted_body: \(styled)")
            // the plain body is text, never markup (a usage such as `zip <5-digit ZIP code>` is text)
            let markup = ["<b>", "</b>", "<font", "</font>", "<a ", "</a>", "&lt;", "&amp;"]
            #expect(replies.allSatisfy { reply in !markup.contains { reply.body.contains($0) } }, "\(replies.map(\.body))")
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
    }

    @Test("rooms: an admin's invite is accepted and `!ping` answered there as a rich reply with a mention; anyone else's is declined",
          arguments: DatabaseKind.allCases)
    func rooms(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let bot = try await RunningMatrixBot.start(on: info, database: kind, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        let bob = try await cast.login("bob", on: info)
        do {
            let room = try await alice.createRoom(inviting: [cast.bot], direct: false)
            try await alice.wait("the bot joining") { $0.memberships[room]?[cast.bot] == "join" }
            let ping = try await alice.say("!ping", in: room)
            // a room of two is still a room: the answer is a rich reply to her command that
            // mentions her (a pill with her display name and m.mentions naming her alone, so her
            // client notifies her), never her user id as text
            try await alice.wait("pong in the room") { _ in !alice.botMessages(in: room, bot: cast.bot).isEmpty }
            let pong = try #require(alice.botMessages(in: room, bot: cast.bot).first)
            #expect(pong.body == "\(alice.localpart): pong")
            #expect(!pong.body.contains(alice.userID))
            #expect(pong.inReplyTo == ping)
            #expect(pong.mentions == [alice.userID])
            #expect(pong.formattedBody == "<a href=\"https://matrix.to/#/\(alice.userID)\">\(alice.localpart)</a>: pong")
            // an answer of several lines is one event, the mention once at its start
            let vote = try await alice.say("!vote s325-2022", in: room)
            try await alice.wait("the vote") { _ in alice.botMessages(in: room, bot: cast.bot).count == 2 }
            let answer = try #require(alice.botMessages(in: room, bot: cast.bot).last)
            #expect(answer.inReplyTo == vote && answer.mentions == [alice.userID])
            #expect(answer.body.hasPrefix("\(alice.localpart): ") && answer.body.split(separator: "\n").count > 1, "\(answer.body)")
            let bobsRoom = try await bob.createRoom(inviting: [cast.bot], direct: false)
            try await bob.wait("the bot declining") { $0.memberships[bobsRoom]?[cast.bot] == "leave" }
        } catch {
            await alice.close(); await bob.close(); await bot.stop(); throw error
        }
        await alice.close(); await bob.close(); await bot.stop()
    }

    @Test("an alert reaches a follower who never wrote to the bot privately: the bot opens the DM",
          arguments: DatabaseKind.allCases)
    func alertByDirectMessage(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let bot = try await RunningMatrixBot.start(on: info, database: kind, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        let bob = try await cast.login("bob", on: info)
        let carol = try await cast.login("carol", on: info)
        func said(_ person: MatrixTestUser, in room: String, _ matches: (String) -> Bool) -> Bool {
            person.botSaid(in: room, bot: cast.bot, matches)
        }
        do {
            let room = try await alice.createRoom(inviting: [cast.bot, carol.userID], direct: false)
            try await alice.wait("the bot joining") { $0.memberships[room]?[cast.bot] == "join" }
            try await carol.join(room)
            try await carol.say("!follow Pelosi", in: room)
            try await carol.wait("the follow") { _ in said(carol, in: room) { $0.contains("You now follow") } }
            let aliceDM = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("ask Pelosi Will you hold a town hall in the Mission?", in: aliceDM)
            try await alice.wait("Q1") { _ in said(alice, in: aliceDM) { $0.hasPrefix("Asked Q1") } }
            try await alice.say("admin verify \(bob.userID) P000197 staff", in: aliceDM)
            try await alice.wait("the verification") { _ in said(alice, in: aliceDM) { $0.hasPrefix("Verified") } }
            let bobDM = try await Self.directRoom(of: bob, bot: cast.bot)
            try await bob.say("answer Q1 Yes, on March 3rd at the library.", in: bobDM)
            try await bob.wait("the answer") { _ in said(bob, in: bobDM) { $0.hasPrefix("Your answer to Q1 is public") } }
            // carol never wrote to this bot privately (her account is this run's alone): the
            // alert comes in a DM the bot opens and invites her to
            func alert(_ view: MatrixTestUser.View) -> MatrixTestUser.Message? {
                view.messages.first { $0.sender == cast.bot && $0.roomID != room && $0.body.contains("answered Q1") }
            }
            let invited = try await carol.wait("the bot's DM invite") { !$0.invites.subtracting([room]).isEmpty }
            let invites = invited.invites.subtracting([room])
            #expect(invites.count == 1, "\(invites)")
            let carolDM = try #require(invites.first)
            try await carol.join(carolDM)
            let seen = try await carol.wait("the alert") { alert($0) != nil }
            #expect(alert(seen)?.roomID == carolDM)
            #expect(seen.memberships[carolDM]?.keys.sorted() == [cast.bot, carol.userID].sorted())
            try await alice.wait("the asker's alert") { _ in said(alice, in: aliceDM) { $0.contains("answered Q1") } }
        } catch {
            await MatrixTestUser.close([alice, bob, carol], stopping: bot); throw error
        }
        await MatrixTestUser.close([alice, bob, carol], stopping: bot)
    }

    @Test("Synapse restarted during a sync, then the bot restarted: every message answered exactly once",
          arguments: DatabaseKind.allCases)
    func restarts(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        var bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath)
        let alice = try await Self.user("alice", on: info)
        var pings = 0
        func pongs(_ room: String) -> Int { alice.botMessages(in: room).filter { $0.body == "pong" }.count }
        do {
            let room = try await Self.directRoom(of: alice)
            try await alice.say("ping", in: room); pings += 1
            try await alice.wait("pong 1") { _ in pongs(room) == 1 }
            // the bot is in a long-poll now: the homeserver goes away under it
            try await Self.server.restart()
            for _ in 0..<3 { try await alice.say("ping", in: room); pings += 1 }
            try await alice.wait("pongs after the restart") { _ in pongs(room) >= pings }
            await bot.stop()
            // written while no bot runs: the next one must find it after the stored position
            try await alice.say("ping", in: room); pings += 1
            bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath)
            try await alice.say("ping", in: room); pings += 1
            try await alice.wait("pongs after the bot restart") { _ in pongs(room) >= pings }
            // a repeated event would have been answered before the last ping (one room, one lane)
            #expect(pongs(room) == pings)
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
    }

    @Test("twenty people write at the same moment: each gets one answer", arguments: DatabaseKind.allCases)
    func crowd(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let bot = try await RunningMatrixBot.start(on: info, database: kind, deployment: cast.deployment())
        var people: [(MatrixTestUser, String)] = []
        do {
            people = try await withThrowingTaskGroup(of: (MatrixTestUser, String).self) { group in
                for name in Self.crowd {
                    group.addTask {
                        let person = try await cast.login(name, on: info)
                        return (person, try await Self.directRoom(of: person, bot: cast.bot))
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (person, room) in people {
                    group.addTask { try await person.say("ping", in: room) }
                }
                try await group.waitForAll()
            }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (person, room) in people {
                    group.addTask {
                        try await person.wait("pong", timeout: .seconds(60)) { _ in !person.botMessages(in: room, bot: cast.bot).isEmpty }
                    }
                }
                try await group.waitForAll()
            }
            for (person, room) in people {
                #expect(person.botMessages(in: room, bot: cast.bot).map(\.body) == ["pong"], "\(person.userID)")
            }
        } catch {
            for (person, _) in people { await person.close() }
            await bot.stop(); throw error
        }
        for (person, _) in people { await person.close() }
        await bot.stop()
    }

    /// On both engines: serve opens (and migrates) its database before it logs in.
    @Test("a wrong password stops serve at start with one line naming the network", arguments: DatabaseKind.allCases)
    func wrongPassword(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let configuration = try ConfigurationLoader.parse(
            yaml: RunningMatrixBot.yaml(info, databasePath: databasePath),
            environment: try await RunningBot.databaseEnvironment(for: databasePath)
                .merging(["TEST_MATRIX_BOT_PASSWORD": "not-the-password"]) { $1 })
        do {
            try await BotService(configuration: configuration).run()
            Issue.record("serve ran with a wrong password")
        } catch {
            #expect("\(error)".hasPrefix("network matrix: the homeserver refused the bot's login"), "\(error)")
        }
    }
}
