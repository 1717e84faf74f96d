import Foundation
import MatrixClient
import Storage

/// A Matrix session's durable state in Townhall's database, under the network's configured name:
/// the same tables `forget me` and `export me` read, and the bot's own device (`matrix_device`).
struct MatrixDatabaseStateStore: MatrixStateStore {
    let database: TownhallDatabase
    let network: String

    func directRooms() async throws -> [String: String] {
        try await database.reading { [network] in try $0.matrixDirectRooms(network: network) }
    }

    func recordDirectRoom(_ roomID: String, of userID: String) async throws {
        try await database.recordMatrixDirectRoom(roomID, userID: userID, network: network)
    }

    func forgetDirectRoom(_ roomID: String) async throws {
        try await database.forgetMatrixDirectRoom(roomID, network: network)
    }

    func reserveTransactions(count: Int) async throws -> Int64 {
        try await database.reserveMatrixTransactions(network: network, count: count)
    }

    func deviceID(of userID: String) async throws -> String? {
        let device = try await database.reading { [network] in try $0.matrixDevice(network: network) }
        return device?.userID == userID ? device?.deviceID : nil
    }

    func recordDeviceID(_ deviceID: String, of userID: String) async throws {
        try await database.recordMatrixDevice(deviceID, userID: userID, network: network, at: Date())
    }
}
