import DatabaseTestSupport
import Foundation
import MatrixClient
import MatrixTestServer
import Storage
import Testing
import TownhallApp

/// An encrypted DM opened by a client no one here wrote — matrix-nio with its vodozemac
/// encryption (scripts/nio) — the way Element opens one: `zip 94110` sent encrypted is read and
/// acted on (the ZIP stored, the answer posted encrypted, which nio decrypts), and a message whose
/// key nio never shares gets, after the wait for its key, the plain sentence that it could not be
/// read, encrypted too.
extension MatrixBotTests {
    @Test("an encrypted DM from matrix-nio: zip 94110 is read, saved and answered encrypted; a message whose key never comes is answered that it could not be read",
          arguments: DatabaseKind.allCases)
    func encryptedDirectRoomFromNio(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        var deployment = cast.deployment()
        deployment.pickleKey = "encrypted dm of \(kind) \(UUID().uuidString)"
        deployment.missingKeyWaitSeconds = 1
        deployment.deviceID = "ENCRYPTED\(kind)".uppercased()
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let log = LogRecorder()
        let bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, database: kind, logger: log.logger(),
                                                   deployment: deployment)
        let person = cast.id("niouser")
        let store = try NioDriver.newStore()
        defer { try? FileManager.default.removeItem(atPath: store) }
        let output: [MatrixJSON]
        do {
            try await log.wait("the device's keys uploaded") { $0.contains("device keys uploaded") }
            output = try await NioDriver.run("encrypted_dm.py", arguments: [
                info.homeserver, person, "\(cast.local("niouser"))pass123", cast.bot, store,
                "say:zip 94110=>Saved your ZIP 94110", "unshared:reps=>could not read"])
        } catch {
            await bot.stop()
            Issue.record("the bot's log: \(log.messages.suffix(30).joined(separator: "\n"))")
            throw error
        }
        await bot.stop()
        let lines = output.filter { $0["notice"] != nil }
        let notices = lines.compactMap { $0["notice"]?.string }
        #expect(notices.contains { $0.hasPrefix("Saved your ZIP 94110") }, "\(notices)")
        #expect(notices.filter { $0.hasPrefix("I could not read your encrypted message") }.count == 1, "\(notices)")
        // every answer came encrypted (a Megolm session shared with nio's device over Olm), and nio read it
        #expect(!lines.isEmpty && lines.allSatisfy { $0["encrypted"]?.bool == true }, "\(lines)")
        #expect(log.messages.contains { $0 == "asked for a missing room key" }, "a key request went to nio's devices")
        let database = try await DatabaseKind.open(databasePath)
        let profile = try await database.reading { try $0.profile(of: AccountIdentity(network: "matrix", name: person)) }
        #expect(profile?.zip == "94110", "the decrypted command was acted on")
        try? await database.close()
    }
}
