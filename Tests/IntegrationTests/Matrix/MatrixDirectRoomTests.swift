import DatabaseTestSupport
import Foundation
import MatrixTestServer
import SQLStore
import Storage
import Testing
import TownhallApp

/// A room is a DM only while its joined and invited members are the bot and one person: the
/// `is_direct` flag of an invite is the inviter's word, and anyone in a DM can invite others.
/// The review's attack: bob makes a room with alice and carol and invites the bot "as a DM";
/// the bot took it for one and answered alice's `zip` and `reps` there for all to read.
extension MatrixBotTests {
    @Test("a DM invite into a room with others is a room invite: bob's is declined, and alice's zip and reps there are never run",
          arguments: DatabaseKind.allCases)
    func directInviteIntoBusyRoomDeclined(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let log = LogRecorder()
        let bot = try await RunningMatrixBot.start(on: info, database: kind, logger: log.logger(), deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        let bob = try await cast.login("bob", on: info)
        let carol = try await cast.login("carol", on: info)
        do {
            let room = try await bob.createRoom(inviting: [alice.userID, carol.userID, cast.bot], direct: true)
            try await alice.join(room)
            try await carol.join(room)
            try await bob.wait("the bot declining") { $0.memberships[room]?[cast.bot] == "leave" }
            try await log.wait("the refusal") { lines in
                lines.contains { $0.hasPrefix("declined \(bob.userID)'s invite to \(room)") && $0.contains("join_on_invite: admins") }
            }
            try await alice.say("zip 94110", in: room)
            try await alice.say("reps", in: room)
            // in her real DM, reps says she has no ZIP: the zip above was never run
            let direct = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("reps", in: direct)
            try await alice.wait("reps in her DM") { _ in
                alice.botMessages(in: direct, bot: cast.bot).contains { $0.body.hasPrefix("I don't know where you vote yet") }
            }
            #expect(bob.botMessages(in: room, bot: cast.bot).isEmpty)
        } catch {
            for person in [alice, bob, carol] { await person.close() }
            await bot.stop(); throw error
        }
        for person in [alice, bob, carol] { await person.close() }
        await bot.stop()
    }

    @Test("a DM invite into a room with others that join_on_invite allows: a room, where unprefixed lines are not run and nothing private is posted",
          arguments: DatabaseKind.allCases)
    func directInviteIntoBusyRoomJoinedAsRoom(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let bot = try await RunningMatrixBot.start(on: info, database: kind, deployment: cast.deployment(joinOnInvite: "everyone"))
        let alice = try await cast.login("alice", on: info)
        let bob = try await cast.login("bob", on: info)
        let carol = try await cast.login("carol", on: info)
        do {
            let room = try await bob.createRoom(inviting: [alice.userID, carol.userID, cast.bot], direct: true)
            try await alice.join(room)
            try await carol.join(room)
            try await bob.wait("the bot joining") { $0.memberships[room]?[cast.bot] == "join" }
            // her first sync shows her rooms' past, older runs' answers too: only what comes after counts
            let seen = try await alice.wait("her join") { $0.memberships[room]?[alice.userID] == "join" }.messages.count
            try await alice.say("zip 94110", in: room)
            try await alice.say("reps", in: room)
            try await alice.say("!reps", in: room)
            let note = "\(alice.localpart): I sent you a private message about how to set your ZIP."
            try await bob.wait("the note in the room") { _ in bob.botMessages(in: room, bot: cast.bot).contains { $0.body == note } }
            // the private line went elsewhere, and says alice has no ZIP: the unprefixed zip was not run
            let answer = try await Self.privateAnswer(to: alice, bot: cast.bot, outside: [room], after: seen) {
                $0.hasPrefix("I don't know where you vote yet")
            }
            #expect(answer.roomID != room)
            #expect(bob.botMessages(in: room, bot: cast.bot).map(\.body) == [note])
        } catch {
            for person in [alice, bob, carol] { await person.close() }
            await bot.stop(); throw error
        }
        for person in [alice, bob, carol] { await person.close() }
        await bot.stop()
    }

    @Test("a DM into which alice invites carol stops being one: her next private answer goes to a fresh DM, the old room is forgotten",
          arguments: DatabaseKind.allCases)
    func directRoomGainsThirdMember(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, deployment: cast.deployment())
        let alice = try await cast.login("alice", on: info)
        let noZip = "I don't know where you vote yet"
        func answers(in room: String) -> [String] {
            alice.botMessages(in: room, bot: cast.bot).map(\.body).filter { $0.hasPrefix(noZip) }
        }
        var old = ""
        var fresh = ""
        do {
            old = try await Self.directRoom(of: alice, bot: cast.bot)
            try await alice.say("reps", in: old)
            try await alice.wait("reps in the DM") { _ in answers(in: old).count == 1 }
            let seen = try await alice.wait("her rooms") { _ in true }.messages.count
            try await alice.invite(cast.id("carol"), to: old)
            // not a DM any more: an unprefixed line is not a command, a prefixed one is a channel's
            try await alice.say("zip 94110", in: old)
            try await alice.say("!reps", in: old)
            let answer = try await Self.privateAnswer(to: alice, bot: cast.bot, outside: [old], after: seen) { $0.hasPrefix(noZip) }
            fresh = answer.roomID
            #expect(fresh != old)
            #expect(try await alice.members(of: fresh).keys.sorted() == [alice.userID, cast.bot].sorted())
            #expect(answers(in: old).count == 1)
            #expect(!alice.botMessages(in: old, bot: cast.bot).contains { $0.body.contains("94110") })
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await alice.close(); await bot.stop()
        // the database holds the fresh DM as hers, and the old room as nobody's
        let rooms = try await Self.storedDirectRooms(at: databasePath)
        #expect(rooms[alice.userID] == fresh)
        #expect(!rooms.values.contains(old))
    }

    /// Anyone may open a DM (`dm_invites: everyone`), but only admins bring the bot into rooms
    /// (`join_on_invite: admins`): a stranger's DM turned into a room must not keep the bot there.
    @Test("bob's DM into which he invites carol becomes a room that join_on_invite would refuse him: the bot leaves it",
          arguments: DatabaseKind.allCases)
    func strangersDirectRoomBecomesRoom(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let log = LogRecorder()
        let bot = try await RunningMatrixBot.start(on: info, database: kind, logger: log.logger(), deployment: cast.deployment())
        let bob = try await cast.login("bob", on: info)
        do {
            let direct = try await Self.directRoom(of: bob, bot: cast.bot)
            try await bob.say("ping", in: direct)
            try await bob.wait("pong") { _ in bob.botMessages(in: direct, bot: cast.bot).contains { $0.body == "pong" } }
            try await bob.invite(cast.id("carol"), to: direct)
            try await bob.wait("the bot leaving") { $0.memberships[direct]?[cast.bot] == "leave" }
            try await log.wait("why") { lines in
                lines.contains { $0.hasPrefix("left \(direct), a DM until now") && $0.contains("join_on_invite: admins") }
            }
        } catch {
            await bob.close(); await bot.stop(); throw error
        }
        await bob.close(); await bot.stop()
    }

    @Test("one inviter brings the bot into 3 rooms a day: the 4th is declined and logged, and a restart does not reset the count",
          arguments: DatabaseKind.allCases)
    func inviteCap(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let log = LogRecorder()
        var bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, logger: log.logger(), deployment: cast.deployment())
        let bob = try await cast.login("bob", on: info)
        do {
            for _ in 1...3 {
                let room = try await bob.createRoom(inviting: [cast.bot], direct: true)
                try await bob.wait("the bot joining") { $0.memberships[room]?[cast.bot] == "join" }
            }
            let fourth = try await bob.createRoom(inviting: [cast.bot], direct: true)
            try await bob.wait("the bot declining the 4th") { $0.memberships[fourth]?[cast.bot] == "leave" }
            try await log.wait("the refusal") { lines in
                lines.contains { $0.hasPrefix("declined \(bob.userID)'s invite to \(fourth)") && $0.contains("invites_per_inviter_per_day: 3") }
            }
            await bot.stop()
            bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, deployment: cast.deployment())
            let fifth = try await bob.createRoom(inviting: [cast.bot], direct: true)
            try await bob.wait("the bot declining the 5th, after a restart") { $0.memberships[fifth]?[cast.bot] == "leave" }
        } catch {
            await bob.close(); await bot.stop(); throw error
        }
        await bob.close(); await bot.stop()
    }

    /// The first message from the bot to `person` outside `rooms` whose body `matches`, after the
    /// first `seen` messages of their view (older runs' answers are in their first sync), joining
    /// any room the bot invites them to meanwhile (a DM it opens).
    static func privateAnswer(to person: MatrixTestUser, bot: String, outside rooms: Set<String>, after seen: Int,
                              _ matches: @escaping @Sendable (String) -> Bool) async throws -> MatrixTestUser.Message {
        func found(_ view: MatrixTestUser.View) -> MatrixTestUser.Message? {
            view.messages.dropFirst(seen).first { $0.sender == bot && !rooms.contains($0.roomID) && matches($0.body) }
        }
        var joined: Set<String> = []
        while true {
            let view = try await person.wait("a private answer") { found($0) != nil || !$0.invites.subtracting(joined).isEmpty }
            if let answer = found(view) { return answer }
            for room in view.invites.subtracting(joined) {
                try await person.join(room)
                joined.insert(room)
            }
        }
    }

    /// The DM rooms the bot's database holds on network "matrix": user id → room id.
    static func storedDirectRooms(at location: String) async throws -> [String: String] {
        guard PostgresLocation.isPostgresURL(location) else {
            return try await TownhallDatabase(path: location).reading { try $0.matrixDirectRooms(network: "matrix") }
        }
        let database = try await TownhallDatabase.open(postgres: location, password: DatabaseKind.postgresPassword,
                                                       migrate: false, maxConnections: 1)
        let rooms = try await database.reading { try $0.matrixDirectRooms(network: "matrix") }
        try await database.close()
        return rooms
    }
}
