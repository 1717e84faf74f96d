import Foundation
import MatrixEncryption
import Storage

/// The bot's Olm sessions, room keys, decrypted message indexes and other people's verified
/// devices in Townhall's database, under the network's configured name.
struct MatrixDatabaseKeyStore: MatrixKeyStore {
    let database: TownhallDatabase
    let network: String

    func olmSessions(senderKey: String) async throws -> [String] {
        try await database.reading { [network] in try $0.matrixOlmSessions(senderKey: senderKey, network: network) }
    }

    func recordOlmSession(_ pickle: String, sessionID: String, senderKey: String) async throws {
        try await database.recordMatrixOlmSession(pickle, sessionID: sessionID, senderKey: senderKey, network: network, at: Date())
    }

    func roomKey(roomID: String, senderKey: String?, sessionID: String) async throws -> MatrixRoomKey? {
        let record = try await database.reading { [network] in
            try $0.matrixMegolmSession(roomID: roomID, senderKey: senderKey, sessionID: sessionID, network: network)
        }
        return record.map {
            MatrixRoomKey(roomID: $0.roomID, senderKey: $0.senderKey, sessionID: $0.sessionID, senderUser: $0.senderUser,
                          signingKey: $0.signingKey, pickle: $0.pickle)
        }
    }

    func recordRoomKey(_ key: MatrixRoomKey) async throws -> Bool {
        let record = MatrixMegolmSessionRecord(roomID: key.roomID, senderKey: key.senderKey, sessionID: key.sessionID,
                                               senderUser: key.senderUser, signingKey: key.signingKey, pickle: key.pickle)
        return try await database.recordMatrixMegolmSession(record, network: network, at: Date())
    }

    func claimMessageIndex(_ index: UInt32, eventID: String, of key: MatrixRoomKey) async throws -> String {
        try await database.claimMatrixMegolmIndex(Int64(index), eventID: eventID, roomID: key.roomID, senderKey: key.senderKey,
                                                  sessionID: key.sessionID, network: network)
    }

    func devices(of userID: String) async throws -> [MatrixUserDevice]? {
        let records = try await database.reading { [network] in try $0.matrixUserDevices(of: userID, network: network) }
        // no row: never queried, or a user without devices; either way worth asking the homeserver
        guard !records.isEmpty else { return nil }
        return records.map { MatrixUserDevice(userID: $0.userID, deviceID: $0.deviceID, curve25519: $0.curve25519, ed25519: $0.ed25519) }
    }

    func replaceDevices(_ devices: [MatrixUserDevice], of userID: String) async throws {
        let records = devices.map { MatrixUserDeviceRecord(userID: $0.userID, deviceID: $0.deviceID, curve25519: $0.curve25519, ed25519: $0.ed25519) }
        try await database.replaceMatrixUserDevices(records, of: userID, network: network)
    }
}
