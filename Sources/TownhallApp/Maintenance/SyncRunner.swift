import Foundation
import Import
import Storage
import Sync

/// `townhall sync`: fetch what changed at the configured sources and import it.
public enum SyncRunner {
    public struct UnknownSource: Error, CustomStringConvertible {
        public var name: String
        public var known: [String]
        public var description: String {
            "no sync source named '\(name)'; the configured sources are \(known.joined(separator: ", "))"
        }
    }

    /// Syncs the configured sources (or only those named in `only`) into the database at
    /// `address`, opened as `serve` and `migrate` open it. Retry notes go to `note` as they
    /// happen; the reports come back in order.
    public static func run(_ configuration: SyncConfiguration, database address: DatabaseAddress,
                           only: [String] = [], scope: SeriesScope = SeriesScope(date: Date()),
                           note: @escaping @Sendable (String) -> Void = { _ in }) async throws -> [SourceReport] {
        let sources = try selected(configuration.resolvedSources(), only: only)
        let database = try await DatabaseOpener.open(address)
        do {
            let reports = try await run(sources, configuration: configuration, into: database, scope: scope, note: note)
            try? await database.close()
            return reports
        } catch {
            try? await database.close()
            throw error
        }
    }

    /// One run on an open database: take the lock, fetch and import, give the lock back.
    private static func run(_ sources: [SyncSource], configuration: SyncConfiguration, into database: TownhallDatabase,
                            scope: SeriesScope, note: @escaping @Sendable (String) -> Void) async throws -> [SourceReport] {
        let lock = try await SyncLock.take(on: database, note: note)
        let fetcher: HTTPFetcher
        do {
            fetcher = try HTTPFetcher(settings: configuration.fetchSettings)
        } catch {
            try? await lock.release()
            throw error
        }
        let engine = SyncEngine(
            fetcher: fetcher, database: database, scope: scope,
            progress: { TerminalDownloadProgress.handlerIfInteractive(label: $0) },
            importProgress: { TerminalProgress.handlerIfInteractive(label: $0) }, note: note)
        let reports = await engine.run(sources)
        await fetcher.shutdown()
        // If this fails the lease still runs out by itself; the run's work is committed.
        do { try await lock.release() } catch { note("sync: cannot release the lock on the database: \(error)") }
        return reports
    }

    /// The command-line face: a summary line per source on stdout, one line per failure on
    /// stderr. Returns false when any source failed.
    public static func runPrinting(_ configuration: SyncConfiguration, database: DatabaseAddress,
                                   only: [String]) async throws -> Bool {
        let reports = try await run(configuration, database: database, only: only, note: printError)
        for report in reports { print(report.summaryLine) }
        for line in reports.compactMap(\.failureLine) { printError(line) }
        return reports.allSatisfy(\.succeeded)
    }

    /// `townhall sync --status`: what each source last imported, from the database alone (no
    /// network). One line per source, then one indented line per file or series.
    public static func status(_ configuration: SyncConfiguration, database address: DatabaseAddress,
                              only: [String] = []) async throws -> [String] {
        let sources = try selected(configuration.resolvedSources(), only: only)
        let database = try await DatabaseOpener.open(address)
        do {
            let lines = try await statusLines(of: sources, in: database)
            try? await database.close()
            return lines
        } catch {
            try? await database.close()
            throw error
        }
    }

    private static func statusLines(of sources: [SyncSource], in database: TownhallDatabase) async throws -> [String] {
        var lines: [String] = []
        for source in sources {
            let state = try await database.reading { try $0.syncState(source: source.name) }
            if state.files.isEmpty, state.series.isEmpty {
                lines.append("\(source.name): never synced")
                continue
            }
            lines.append("\(source.name): \(state.files.count) files, \(state.series.count) series")
            for file in state.files {
                let validators = [file.etag.map { "ETag \($0)" }, file.lastModified.map { "Last-Modified \($0)" }]
                    .compactMap { $0 }.joined(separator: ", ")
                lines.append("  \(file.url): imported \(file.importedAt.formatted(.iso8601)), \(file.byteCount) bytes"
                             + (validators.isEmpty ? "" : ", \(validators)"))
            }
            for series in state.series {
                lines.append("  \(series.key): up to \(series.lastNumber)")
            }
        }
        return lines
    }

    private static func selected(_ sources: [SyncSource], only: [String]) throws -> [SyncSource] {
        for name in only where !sources.contains(where: { $0.name == name }) {
            throw UnknownSource(name: name, known: sources.map(\.name))
        }
        return only.isEmpty ? sources : sources.filter { only.contains($0.name) }
    }

    @Sendable private static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
