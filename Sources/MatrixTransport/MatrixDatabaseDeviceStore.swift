import Foundation
import MatrixEncryption
import Storage

/// The bot's Olm account in Townhall's database (`matrix_device`), under the network's configured
/// name, beside the device id the session records there.
struct MatrixDatabaseDeviceStore: MatrixDeviceStore {
    let database: TownhallDatabase
    let network: String

    func olmAccount(of deviceID: String) async throws -> String? {
        let device = try await database.reading { [network] in try $0.matrixDevice(network: network) }
        return device?.deviceID == deviceID ? device?.olmAccount : nil
    }

    func recordOlmAccount(_ pickle: String, of deviceID: String) async throws {
        guard try await database.recordMatrixOlmAccount(pickle, deviceID: deviceID, network: network, at: Date()) else {
            throw StorageError.rowVanished("the Matrix device \(deviceID) of \(network)")
        }
    }
}
