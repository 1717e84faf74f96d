import Foundation
import Testing
@testable import MatrixTransport

/// A new database's first `/sync` must never be answered from Synapse's response cache with
/// another bot's old position (the next sync would replay what that bot already handled).
@Suite("Matrix first sync")
struct MatrixFirstSyncTests {
    static let configuration = MatrixNetworkConfiguration(
        name: "matrix", homeserver: "http://127.0.0.1:9", userID: "@bot:localhost", credential: .accessToken("unused"))

    static func object(_ json: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
    }

    @Test("Each start's first sync has a filter no other request has: the usual one and a field of its own")
    func uniqueFilter() throws {
        let first = MatrixChatBridge.firstSyncFilter()
        let second = MatrixChatBridge.firstSyncFilter()
        #expect(first != second)
        #expect(first != MatrixChatBridge.filter)
        let parsed = try Self.object(first).mutableCopy() as? NSMutableDictionary
        #expect(parsed?["townhall_start"] is String)
        parsed?.removeObject(forKey: "townhall_start")
        #expect(parsed == (try Self.object(MatrixChatBridge.filter).mutableCopy() as? NSMutableDictionary))
    }

    @Test("The first sync of a run does not wait; later ones wait the configured time")
    func timeouts() {
        #expect(MatrixChatBridge.timeout(firstOfRun: true, Self.configuration) == 0)
        #expect(MatrixChatBridge.timeout(firstOfRun: false, Self.configuration) == Self.configuration.syncTimeoutSeconds * 1000)
    }
}
