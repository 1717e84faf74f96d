import DatabaseTestSupport
import Foundation
import MatrixClient
import MatrixTestServer
import Testing
import TownhallApp

/// Encrypted rooms that are not DMs, with people on matrix-nio (scripts/nio/encrypted_room.py):
/// what the bot's outbound Megolm sessions must do when people leave, add a device, are only
/// invited, or the bot restarts, and its cross-signing as another client checks it. Each asserts on what nio's
/// devices decrypted and which Megolm session each answer came under.
extension MatrixBotTests {
    /// The result of `scenario` of scripts/nio/encrypted_room.py (`arguments` after it), played
    /// against an encrypted bot (pickle key, device `deviceID`) of `cast`'s run once its device
    /// keys are uploaded; the bot is stopped after, and a failure shows its log's end. nio's
    /// stores go in `store`, or in a folder of their own removed after.
    func playEncryptedRoom(_ cast: MatrixCast, bot deviceID: String, databasePath: String? = nil, pickleKey: String? = nil,
                           store: String? = nil, _ scenario: String, _ arguments: [String]) async throws -> MatrixJSON {
        let info = try await Self.server.info()
        let stores = try store ?? NioDriver.newStore()
        defer { if store == nil { try? FileManager.default.removeItem(atPath: stores) } }
        var deployment = cast.deployment(joinOnInvite: "everyone")
        deployment.pickleKey = pickleKey ?? "encrypted room \(deviceID) \(UUID().uuidString)"
        deployment.deviceID = deviceID
        let log = LogRecorder()
        let bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, database: cast.kind, logger: log.logger(),
                                                   deployment: deployment)
        do {
            try await log.wait("the device's keys uploaded") { $0.contains("device keys uploaded") }
            let result = try NioDriver.result(of: try await NioDriver.run(
                "encrypted_room.py", arguments: [info.homeserver, cast.bot, stores, scenario] + arguments))
            await bot.stop()
            return result
        } catch {
            await bot.stop()
            Issue.record("the bot's log: \(log.messages.suffix(30).joined(separator: "\n"))")
            throw error
        }
    }

    /// The answers of one `ask` in a result: device id → what that device got.
    private func answers(_ result: MatrixJSON, _ key: String) -> [String: MatrixJSON] {
        result[key]?.object ?? [:]
    }

    @Test("an encrypted room of three nio users: the answer reaches all three; after one leaves, the next comes under a new Megolm session the leaver never got and the others read",
          arguments: DatabaseKind.allCases)
    func encryptedRoomRotatesWhenSomeoneLeaves(kind: DatabaseKind) async throws {
        let cast = MatrixCast(kind: kind)
        let result = try await playEncryptedRoom(cast, bot: "ROOMLEAVE\(kind)".uppercased(), "leave",
                                                 ["nioann", "niobea", "niocid"].map { NioDriver.person($0, of: cast) })
        let before = answers(result, "before"), after = answers(result, "after")
        #expect(before.count == 3 && before.values.allSatisfy { $0["encrypted"]?.bool == true }, "all three read the first answer: \(before)")
        #expect(Set(before.values.compactMap { $0["session"]?.string }).count == 1, "one session for the room: \(before)")
        #expect(after.count == 2 && after.values.allSatisfy { $0["encrypted"]?.bool == true }, "the two who stayed read the next: \(after)")
        let first = try #require(before.values.first?["session"]?.string), next = try #require(after.values.first?["session"]?.string)
        #expect(first != next, "the answer after the leave came under a new session")
        #expect(result["leaver_holds_key_before"]?.bool == true, "the leaver had the first session's key")
        #expect(result["leaver_holds_key_after"]?.bool == false, "the leaver never got the new session's key")
    }

    @Test("a member's new device, logged in after the bot shared its session, reads the bot's next answer in an encrypted room",
          arguments: DatabaseKind.allCases)
    func encryptedRoomReachesANewDevice(kind: DatabaseKind) async throws {
        let cast = MatrixCast(kind: kind)
        let result = try await playEncryptedRoom(cast, bot: "ROOMDEVICE\(kind)".uppercased(), "new-device",
                                                 ["nioann", "niobea"].map { NioDriver.person($0, of: cast) })
        let before = answers(result, "before"), after = answers(result, "after")
        let newDevice = try #require(result["new_device"]?.string)
        #expect(before.count == 2 && before.values.allSatisfy { $0["encrypted"]?.bool == true }, "\(before)")
        #expect(after[newDevice]?["encrypted"]?.bool == true, "the new device read the answer: \(after)")
        #expect(after.count == 3 && after.values.allSatisfy { $0["encrypted"]?.bool == true }, "\(after)")
    }

    @Test("the bot restarted mid-conversation in an encrypted room: a question under the person's Megolm session from before is read and answered, and nio reads the answer",
          arguments: DatabaseKind.allCases)
    func encryptedRoomAcrossARestart(kind: DatabaseKind) async throws {
        let cast = MatrixCast(kind: kind)
        let store = try NioDriver.newStore()
        defer { try? FileManager.default.removeItem(atPath: store) }
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let deviceID = "ROOMRESTART\(kind)".uppercased(), pickleKey = "restarted room \(UUID().uuidString)"
        let before = try await playEncryptedRoom(cast, bot: deviceID, databasePath: databasePath, pickleKey: pickleKey, store: store,
                                                 "before-restart", [NioDriver.person("nioann", of: cast)])
        let pending = try #require(before["pending"])
        // the same database and pickle key, nio's same device (its store) going on
        let after = try await playEncryptedRoom(
            cast, bot: deviceID, databasePath: databasePath, pickleKey: pickleKey, store: store, "after-restart",
            ["user", "device", "token", "room"].map { before[$0]?.string ?? "" } + [String(decoding: pending.encoded(), as: UTF8.self)])
        let firstAnswer = try #require(answers(before, "before").values.first)
        let answer = try #require(answers(after, "after").values.first)
        #expect(firstAnswer["encrypted"]?.bool == true, "\(firstAnswer)")
        #expect(after["pending_session"] == before["asked_session"], "the question after the restart was under the session from before")
        #expect(answer["encrypted"]?.bool == true, "the bot read the old session's question and nio read its answer: \(answer)")
        #expect(answer["event"] != firstAnswer["event"], "a new answer, not the one from before the restart")
        #expect(answer["session"] != firstAnswer["session"], "outbound sessions live in memory: a new one after the restart")
    }

    @Test("nio reads the bot's cross-signing with /keys/query: the master key signed the self-signing key, which signed the bot's device (ed25519, checked by vodozemac)",
          arguments: DatabaseKind.allCases)
    func crossSigningSeenFromNio(kind: DatabaseKind) async throws {
        let cast = MatrixCast(kind: kind)
        let deviceID = "CROSSSIGNED\(kind)".uppercased()
        let result = try await playEncryptedRoom(cast, bot: deviceID, "cross-signing", [NioDriver.person("nioann", of: cast)])
        #expect(result["master_usage"] == .array([.string("master")]), "\(result)")
        #expect(result["self_signing_usage"] == .array([.string("self_signing")]), "\(result)")
        #expect(result["master_signs_self_signing"]?.bool == true, "\(result)")
        #expect(result["self_signing_signs_device"]?[deviceID]?.bool == true, "\(result)")
    }

    @Test("an invited member of an encrypted room gets the bot's key before joining unless the room's history visibility is joined, and reads its answers once joined",
          arguments: ["shared", "joined"])
    func encryptedRoomFollowsHistoryVisibility(visibility: String) async throws {
        let cast = MatrixCast(kind: .sqlite)
        let result = try await playEncryptedRoom(cast, bot: "ROOMINVITED\(visibility)".uppercased(), "invited",
                                                 [visibility] + ["nioann", "niobea"].map { NioDriver.person($0, of: cast) })
        let invited = try #require(result["invited"]?.string)
        #expect(answers(result, "before").values.allSatisfy { $0["encrypted"]?.bool == true }, "\(result)")
        #expect(result["invited_holds_key"]?.bool == (visibility != "joined"),
                "history visibility \(visibility): an invited member gets the key only when it may read what is said before it joins")
        #expect(answers(result, "after")[invited]?["encrypted"]?.bool == true, "once joined, the member reads the answer: \(result)")
    }
}

extension MatrixBotTests {
    /// nio encrypts every event of an encrypted room, reactions too (`m.reaction` inside an
    /// `m.room.encrypted`, its relation also in the clear): a like by reaction there must count
    /// exactly as a plain one, which only the refusal of a second like shows (a counted like is
    /// silent).
    @Test("a like reaction in an encrypted room, sent encrypted by nio, upvotes the question: a second like is refused in a DM",
          arguments: DatabaseKind.allCases)
    func encryptedReactionIsALike(kind: DatabaseKind) async throws {
        let cast = MatrixCast(kind: kind)
        let result = try await playEncryptedRoom(cast, bot: "ROOMREACT\(kind)".uppercased(), "react",
                                                 ["nioann", "niobea"].map { NioDriver.person($0, of: cast) })
        let asked = try #require(result["asked"]?["notice"]?.string)
        let question = try #require(asked.firstMatch(of: /Asked (Q\d+)/)?.1)
        #expect(result["asked"]?["encrypted"]?.bool == true, "the answer came encrypted: \(asked)")
        let refusals = result["refusals"]?.array.compactMap(\.string) ?? []
        #expect(refusals == ["You already upvoted \(question); each question takes one upvote from you."], "\(refusals)")
    }
}
