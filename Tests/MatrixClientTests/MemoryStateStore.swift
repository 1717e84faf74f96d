import MatrixClient
import Synchronization

/// A session's durable state kept in memory: for tests of the protocol client, which read what
/// a session does with rooms and never need it to outlive them.
final class MemoryStateStore: MatrixStateStore {
    private let state = Mutex<(rooms: [String: String], nextTransaction: Int64, devices: [String: String])>(([:], 0, [:]))

    func directRooms() async throws -> [String: String] {
        state.withLock { $0.rooms }
    }

    func recordDirectRoom(_ roomID: String, of userID: String) async throws {
        state.withLock { $0.rooms[userID] = roomID }
    }

    func forgetDirectRoom(_ roomID: String) async throws {
        state.withLock { $0.rooms = $0.rooms.filter { $0.value != roomID } }
    }

    func reserveTransactions(count: Int) async throws -> Int64 {
        state.withLock { state in
            defer { state.nextTransaction += Int64(count) }
            return state.nextTransaction
        }
    }

    func deviceID(of userID: String) async throws -> String? {
        state.withLock { $0.devices[userID] }
    }

    func recordDeviceID(_ deviceID: String, of userID: String) async throws {
        state.withLock { $0.devices[userID] = deviceID }
    }
}
