import DatabaseTestSupport
import Foundation
import MatrixClient
import MatrixCrypto
import MatrixTestServer
import Storage
import Testing
import TownhallApp

/// The bot's own device on a real Synapse, as other people's clients see it through the key APIs:
/// its device keys signed for Olm and Megolm, its account cross-signed, one-time keys claimed
/// down to the fallback key and topped up again; the same device and keys after a restart and
/// after `townhall copy` to the other engine; and a wrong pickle key stopping serve in one line.
extension MatrixBotTests {
    /// What one `/keys/query` shows of the bot's keys, checked with MatrixCrypto's verifier.
    struct DeviceView {
        var devices: [String: MatrixJSON]
        var masterKey: String?
        var selfSigningKey: String?

        init(_ answer: MatrixJSON, user: String) {
            devices = answer["device_keys"]?[user]?.object ?? [:]
            masterKey = answer["master_keys"]?[user]?["keys"]?.object.values.first?.string
            selfSigningKey = answer["self_signing_keys"]?[user]?["keys"]?.object.values.first?.string
        }
    }

    static func query(_ user: String, by person: MatrixTestUser) async throws -> (MatrixJSON, DeviceView) {
        let answer = try await person.api.call(.POST, MatrixAPI.path("keys", "query"),
                                               body: .object(["device_keys": .object([user: .array([])])]))
        return (answer, DeviceView(answer, user: user))
    }

    /// One `/keys/claim` of a signed curve25519 key of `device`: its key object.
    static func claim(_ user: String, device: String, by person: MatrixTestUser) async throws -> MatrixJSON? {
        let request = MatrixJSON.object(["one_time_keys": .object([user: .object([device: .string("signed_curve25519")])])])
        let answer = try await person.api.call(.POST, MatrixAPI.path("keys", "claim"), body: request)
        return answer["one_time_keys"]?[user]?[device]?.object.values.first
    }

    /// Starts the bot of `deployment` on an existing database, waits until it found its device
    /// cross-signed (nothing made anew), and stops it.
    static func startAndFindCrossSigned(on info: MatrixTestServer.Info, databasePath: String, database kind: DatabaseKind,
                                        deployment: RunningMatrixBot.Deployment) async throws {
        let log = LogRecorder()
        let bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, database: kind, logger: log.logger(),
                                                   deployment: deployment)
        do {
            try await log.wait("the device checked") { $0.contains("the device is cross-signed already") }
        } catch {
            await bot.stop(); throw error
        }
        await bot.stop()
    }

    @Test("the bot's device: signed Olm and Megolm keys, cross-signed, one-time keys down to the fallback and topped up; the same after a restart and a copy; a wrong pickle key stops serve",
          arguments: DatabaseKind.allCases)
    func deviceKeys(kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let user = cast.id("keybot")
        let crypto = LibolmCrypto()
        var deployment = cast.deployment()
        deployment.user = cast.local("keybot")
        deployment.deviceID = nil
        deployment.pickleKey = "pickle key of \(kind) \(UUID().uuidString)"
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let log = LogRecorder()
        let bot = try await RunningMatrixBot.start(on: info, databasePath: databasePath, database: kind,
                                                   logger: log.logger(), deployment: deployment)
        let alice = try await cast.login("alice", on: info)
        let identity: (device: String, keys: MatrixJSON)
        do {
            try await log.wait("cross-signing set up") { $0.contains("cross-signed the bot's account and device") }
            let (_, view) = try await Self.query(user, by: alice)
            #expect(view.devices.count == 1, "one device: \(view.devices.keys.sorted())")
            let (device, keys) = try #require(view.devices.first)
            identity = (device, keys["keys"] ?? .null)
            #expect(Set(keys["algorithms"]?.array.compactMap(\.string) ?? []) == ["m.olm.v1.curve25519-aes-sha2", "m.megolm.v1.aes-sha2"])
            let ed25519 = try #require(keys["keys"]?["ed25519:\(device)"]?.string)
            #expect(keys["keys"]?["curve25519:\(device)"]?.string != nil)
            #expect(keys.hasValidSignature(by: user, keyID: "ed25519:\(device)", publicKey: ed25519, crypto: crypto),
                    "the device signed its own keys")
            let master = try #require(view.masterKey), selfSigning = try #require(view.selfSigningKey)
            #expect(keys.hasValidSignature(by: user, keyID: "ed25519:\(selfSigning)", publicKey: selfSigning, crypto: crypto),
                    "the self-signing key signed the device")
            #expect(master != selfSigning)
            #expect(!log.messages.contains { $0.hasPrefix("the homeserver refused some cross-signing signatures") },
                    "\(log.messages.filter { $0.contains("cross-sign") })")

            // one-time keys, each signed by the device, until only the fallback key is left
            var claimed = 0
            var fallback: MatrixJSON?
            while fallback == nil && claimed < 300 {
                let key = try #require(try await Self.claim(user, device: device, by: alice))
                #expect(key.hasValidSignature(by: user, keyID: "ed25519:\(device)", publicKey: ed25519, crypto: crypto))
                if key["fallback"]?.bool == true { fallback = key } else { claimed += 1 }
            }
            #expect(fallback != nil, "the fallback key after \(claimed) one-time keys")
            #expect(claimed >= 50)
            // the bot's next sync sees the count at zero and the fallback used: it uploads new ones
            let uploads = log.messages.filter { $0 == "uploaded keys for the device" }.count
            try await log.wait("a top-up") { $0.filter { $0 == "uploaded keys for the device" }.count > uploads }
            let fresh = try #require(try await Self.claim(user, device: device, by: alice))
            #expect(fresh["fallback"] == nil, "a one-time key again after the top-up")
            #expect(fresh.hasValidSignature(by: user, keyID: "ed25519:\(device)", publicKey: ed25519, crypto: crypto))
            #expect(!log.messages.contains { $0.contains(deployment.pickleKey!) }, "the pickle key is never logged")
        } catch {
            await alice.close(); await bot.stop(); throw error
        }
        await bot.stop()

        do {
            // a restart: the device the first login made, the same keys, still cross-signed
            try await Self.startAndFindCrossSigned(on: info, databasePath: databasePath, database: kind, deployment: deployment)
            let (_, view) = try await Self.query(user, by: alice)
            #expect(view.devices.keys.sorted() == [identity.device], "no new device at a restart")
            #expect(view.devices[identity.device]?["keys"] == identity.keys, "the same identity keys")

            // another pickle key does not open the stored account: serve stops with one line
            var wrong = deployment
            wrong.pickleKey = "not the key"
            let configuration = try ConfigurationLoader.parse(
                yaml: RunningMatrixBot.yaml(info, databasePath: databasePath, deployment: wrong),
                environment: try await RunningBot.databaseEnvironment(for: databasePath).merging(RunningMatrixBot.environment(wrong)) { $1 })
            do {
                try await BotService(configuration: configuration).run()
                Issue.record("serve ran with a wrong pickle key")
            } catch {
                let line = "\(error)"
                #expect(line == "network matrix: the pickle key in TEST_MATRIX_PICKLE_KEY does not open the stored Olm account; "
                    + "set TEST_MATRIX_PICKLE_KEY to the key it was made with", "\(line)")
                #expect(!line.contains("not the key"))
            }

            // townhall copy to the other engine carries the device and its account
            let other: DatabaseKind = kind == .sqlite ? .postgres : .sqlite
            let copyPath = try await other.newLocation(label: "keycopy")
            let source = try await DatabaseKind.open(databasePath), target = try await DatabaseKind.open(copyPath)
            _ = try await DatabaseCopy.copy(from: source, to: target)
            #expect(try await target.reading { try $0.matrixDevice(network: "matrix") }?.deviceID == identity.device)
            try? await source.close(); try? await target.close()
            try await Self.startAndFindCrossSigned(on: info, databasePath: copyPath, database: other, deployment: deployment)
            let (_, afterCopy) = try await Self.query(user, by: alice)
            #expect(afterCopy.devices.keys.sorted() == [identity.device], "no new device on the copy")
            #expect(afterCopy.devices[identity.device]?["keys"] == identity.keys, "the same identity keys on the copy")
        } catch {
            await alice.close(); throw error
        }
        await alice.close()
    }
}
