import Chat
import Foundation
import HTTPTestServer
import Storage
import Sync
import Synchronization
import TownhallApp

/// A real HTTP server on loopback publishing the official files of `../shared/data/civic` (read
/// in place) under the paths their publishers use, a fresh database (a file, or a `postgres://`
/// database given to `start`), and a sync configuration pointing at the server with quick retries.
struct SyncHarness {
    static let civic = ScriptSuite.packageRoot(from: #filePath)!
        .deletingLastPathComponent().appendingPathComponent("shared/data/civic", isDirectory: true)
    static let legislatorsFile = civic.appendingPathComponent("legislators/legislators-current.yaml")
    static let districtsFile = civic.appendingPathComponent("zip-district/zccd.csv")
    static let legislatorsPath = "/congress-legislators/legislators-current.yaml"
    static let districtsPath = "/OpenSourceActivismTech/us-zipcodes-congress/master/zccd.csv"

    let server: TestFileServer
    /// An SQLite file or a `postgres://` URL, as `--database` takes it.
    let databaseLocation: String
    let databasePassword: String?
    var configuration: SyncConfiguration
    /// The retry notes of every run so far, for failure messages.
    let notes = NoteLog()

    /// A port for a test that stops its server and starts it again at the same address: below
    /// Linux's ephemeral range (32768–60999), so no other socket of the parallel test run can be
    /// given it while the server is down (a port the system chose could be), and clear of every
    /// real IRC test network's ports (README, "Tests"), which take fixed ports of that range too.
    static let restartablePort = 23_167

    /// Serves the files and names the database: `database` (with its `password`), or a new file.
    static func start(port: Int = 0, tls: TestCertificates? = nil,
                      database: String? = nil, password: String? = nil) async throws -> SyncHarness {
        let server = try await TestFileServer.start(port: port, tls: tls.map { ($0.serverChain, $0.serverKey) })
        server.serve(legislatorsFile, at: legislatorsPath)
        server.serve(districtsFile, at: districtsPath)
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-sync-test-\(UUID().uuidString)", isDirectory: true)
        var configuration = SyncConfiguration()
        configuration.retries = 3
        configuration.retryDelaySeconds = 0.01
        configuration.timeoutSeconds = 60
        configuration.sources = [
            SyncSource(name: "legislators", kind: .legislators, location: .files([server.url(legislatorsPath)])),
            SyncSource(name: "districts", kind: .districts, location: .files([server.url(districtsPath)])),
        ]
        return SyncHarness(server: server,
                           databaseLocation: database ?? directory.appendingPathComponent("townhall.sqlite").path,
                           databasePassword: password, configuration: configuration)
    }

    /// Runs `townhall sync` (in-process) and returns its reports by source name.
    func sync(only: [String] = [], scope: SeriesScope = SeriesScope(year: 2025)) async throws -> [String: SourceReport] {
        let notes = self.notes
        let reports = try await SyncRunner.run(configuration, database: try address(),
                                               only: only, scope: scope,
                                               note: { notes.append($0) })
        return Dictionary(uniqueKeysWithValues: reports.map { ($0.source, $0) })
    }

    /// The database the runs sync into, opened again (close it when on PostgreSQL).
    func database() async throws -> TownhallDatabase {
        try await DatabaseOpener.open(try address())
    }

    /// Where the runs sync into, as `townhall sync` reads it.
    func address() throws -> DatabaseAddress {
        try DatabaseAddress(databaseLocation, password: databasePassword)
    }

    /// The requests the server saw for `path`, from the `from`-th request on.
    func requests(for path: String, from start: Int = 0) -> [RecordedRequest] {
        server.requests.dropFirst(start).filter { $0.path == path }
    }
}

/// Notes heard from sync runs (on whatever thread they run).
final class NoteLog: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}
