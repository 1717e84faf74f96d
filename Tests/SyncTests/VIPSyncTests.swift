import Foundation
import HTTPTestServer
import Storage
import Sync
import Testing
import TownhallApp

/// A `vip` source of `townhall sync`: Maricopa's official VIP 6.0 feed served over real HTTP,
/// imported once, then asked for conditionally.
@Suite("Sync of a VIP feed over real HTTP")
struct VIPSyncTests {
    @Test func aVIPSourceIsImportedThenAskedConditionally() async throws {
        var harness = try await SyncHarness.start()
        let path = "/vip/vipfeed-04013-2020-11-03.xml"
        harness.server.serve(SyncHarness.civic.appendingPathComponent("vip/vipfeed-04013-2020-11-03.xml"), at: path)
        harness.configuration.sources = [SyncSource(name: "vip-maricopa", kind: .vip, location: .files([harness.server.url(path)]))]
        let first = try await harness.sync()
        #expect(first["vip-maricopa"]?.succeeded == true)
        #expect(first["vip-maricopa"]?.imported.first?.hasPrefix("feed 04013 added: 1 elections, 560 polling places") == true)
        let database = try await harness.database()
        #expect(try await database.reading { try $0.pollingPlaces(inZip: "85260") }.count == 6)
        let second = try await harness.sync()
        #expect(second["vip-maricopa"]?.unchanged == 1)
        #expect(harness.requests(for: path).last?.status == 304)
        try await harness.server.shutdown()
    }
}
