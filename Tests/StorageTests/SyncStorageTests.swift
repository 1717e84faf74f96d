import Foundation
@testable import Storage
import Testing

/// What `townhall sync` remembers between runs: validators of each URL and series positions.
@Suite("Sync state")
struct SyncStorageTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("a URL's validators are remembered and replaced, and listed by source", arguments: DatabaseKind.allCases)
    func syncedFiles(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let url = "https://example.org/legislators.yaml"
        #expect(try await database.reading { try $0.syncedFile(url: url) } == nil)
        let first = SyncedFile(url: url, source: "members", etag: "W/\"abc\"", lastModified: nil, byteCount: 1_234, importedAt: date)
        try await database.recordSyncedFile(first)
        #expect(try await database.reading { try $0.syncedFile(url: url) } == first)
        let second = SyncedFile(url: url, source: "members", etag: nil, lastModified: "Tue, 15 Nov 1994 08:12:31 GMT",
                                byteCount: 99, importedAt: date.addingTimeInterval(3_600))
        try await database.recordSyncedFile(second)
        let other = SyncedFile(url: "https://example.org/offices.yaml", source: "offices", etag: "\"x\"", lastModified: nil,
                               byteCount: 5, importedAt: date)
        try await database.recordSyncedFile(other)
        #expect(try await database.reading { try $0.syncedFile(url: url) } == second)
        #expect(try await database.reading { try $0.syncState(source: "members") }.files == [second])
    }

    @Test("a series position only moves forward", arguments: DatabaseKind.allCases)
    func seriesPositions(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        #expect(try await database.reading { try $0.syncSeriesPosition(series: "house-2025") } == nil)
        try await database.recordSyncSeriesPosition(series: "house-2025", source: "votes", number: 12, at: date)
        try await database.recordSyncSeriesPosition(series: "house-2025", source: "votes", number: 7, at: date)
        #expect(try await database.reading { try $0.syncSeriesPosition(series: "house-2025") } == 12)
        try await database.recordSyncSeriesPosition(series: "house-2025", source: "votes", number: 30, at: date)
        try await database.recordSyncSeriesPosition(series: "senate-2025", source: "votes", number: 4, at: date)
        let series = try await database.reading { try $0.syncState(source: "votes") }.series
        #expect(series.map(\.key) == ["house-2025", "senate-2025"])
        #expect(series.map(\.lastNumber) == [30, 4])
    }
}
