import Foundation
import Import
import Storage

/// Runs sources: fetch what changed, import it, and only then remember it, so a failed download
/// or import leaves the previous state and the next run tries again. (If the process dies
/// between an import and the bookkeeping, the next run imports the same file again; imports
/// are idempotent, so that costs time, not correctness.) A downloaded file is imported by its
/// source's kind (`DataKind.importFiles`), in one transaction: when it throws, the database is as
/// it was.
public struct SyncEngine: Sendable {
    let fetcher: HTTPFetcher
    let database: TownhallDatabase
    let scope: SeriesScope
    /// Makes a download progress handler for a label (nil: no progress shown).
    let progress: @Sendable (String) -> DownloadProgressHandler?
    /// Makes an import progress handler for a label (nil: no progress shown).
    let importProgress: @Sendable (String) -> ImportProgressHandler?
    /// Hears of retries and other notes for the operator.
    let note: @Sendable (String) -> Void
    /// A numbered series imports at most this many files per run (a guard against a server that
    /// answers 200 for everything).
    let maxSeriesFilesPerRun: Int

    public init(fetcher: HTTPFetcher, database: TownhallDatabase,
                scope: SeriesScope = SeriesScope(date: Date()), maxSeriesFilesPerRun: Int = 2_000,
                progress: @escaping @Sendable (String) -> DownloadProgressHandler? = { _ in nil },
                importProgress: @escaping @Sendable (String) -> ImportProgressHandler? = { _ in nil },
                note: @escaping @Sendable (String) -> Void = { _ in }) {
        self.fetcher = fetcher
        self.database = database
        self.scope = scope
        self.maxSeriesFilesPerRun = maxSeriesFilesPerRun
        self.progress = progress
        self.importProgress = importProgress
        self.note = note
    }

    /// Syncs each source in turn (one at a time: kind to the servers, and imports write one at a
    /// time anyway) and reports on each.
    public func run(_ sources: [SyncSource]) async -> [SourceReport] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-sync-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var reports: [SourceReport] = []
        for source in sources {
            var report = SourceReport(source: source.name)
            let startedAt = Date()
            do {
                switch source.location {
                case .files(let urls):
                    for url in urls { try await syncFile(url, of: source, into: directory, report: &report) }
                case .series(let template):
                    try await syncSeries(template, of: source, into: directory, report: &report)
                case .bills(let template):
                    try await syncBills(template, of: source, into: directory, report: &report)
                }
            } catch {
                report.failure = error
            }
            await record(report, startedAt: startedAt)
            reports.append(report)
        }
        return reports
    }

    /// Fetches `url` if it changed and imports it. A missing file is a failure unless
    /// `missingIsExpected` (a bill not in the bulk data yet), when it is only counted.
    private func syncFile(_ url: String, of source: SyncSource, into directory: URL, report: inout SourceReport,
                          missingIsExpected: Bool = false) async throws(SyncFailure) {
        let remembered = try await remembered(url)
        switch try await fetch(url, remembered: remembered, source: source, into: directory) {
        case .notModified:
            report.unchanged += 1
        case .notFound:
            guard missingIsExpected else { throw SyncFailure(.status(code: 404, url: url)) }
            report.missing += 1
        case .downloaded(let file):
            let imported = try await importAndRemember(file, from: url, of: source)
            report.imported.append(imported.line)
            report.rows += imported.rows
        }
    }

    /// Refreshes the bills of the current Congress the database knows of (from roll calls or
    /// imported before), so a source listed after the vote sources also gets the bills of the
    /// votes that just arrived.
    private func syncBills(_ template: AddressTemplate, of source: SyncSource, into directory: URL,
                           report: inout SourceReport) async throws(SyncFailure) {
        let bills = try await state("cannot list the bills to sync") { try await database.reading { try $0.billsToSync(congress: scope.congress) } }
        for bill in bills {
            let url = template.fill(.init(scope: scope, type: bill.type.rawValue, number: bill.number))
            try await syncFile(url, of: source, into: directory, report: &report, missingIsExpected: true)
        }
    }

    /// Continues the current scope's series after the highest number imported; when the current
    /// series has not started yet, first finishes the previous scope's series if it was being
    /// followed (the last votes of December arrive after the last sync of the year).
    private func syncSeries(_ template: AddressTemplate, of source: SyncSource, into directory: URL,
                            report: inout SourceReport) async throws(SyncFailure) {
        let currentKey = template.seriesKey(scope: scope)
        let previousKey = template.seriesKey(scope: scope.previous)
        if previousKey != currentKey, try await position(currentKey) == nil, try await position(previousKey) != nil {
            // Same report: a failure here names the old series' numbers kept and to retry.
            try await continueSeries(template, scope: scope.previous, of: source, into: directory, report: &report)
            report.numbersImported = []
            report.nextNumber = nil
        }
        try await continueSeries(template, scope: scope, of: source, into: directory, report: &report)
    }

    private func continueSeries(_ template: AddressTemplate, scope: SeriesScope, of source: SyncSource,
                                into directory: URL, report: inout SourceReport) async throws(SyncFailure) {
        let key = template.seriesKey(scope: scope)
        var number = (try await position(key)).map { $0 + 1 } ?? template.firstNumber
        for _ in 0..<maxSeriesFilesPerRun {
            let url = template.url(scope: scope, number: number)
            switch try await fetch(url, remembered: nil, source: source, into: directory, redirects: .meanMissing) {
            case .notFound:
                report.nextNumber = number
                return
            case .notModified:
                throw SyncFailure(.other("\(url) answered 304 to an unconditional request"))
            case .downloaded(let file):
                // Numbered files are fetched once, so only the position is remembered, not validators.
                let imported = try await importAndRemember(file, from: url, of: source, validators: false)
                report.imported.append(imported.line)
                report.rows += imported.rows
                try await state("cannot record the series position") {
                    try await database.recordSyncSeriesPosition(series: key, source: source.name, number: number, at: Date())
                }
                report.numbersImported.append(number)
                number += 1
            }
        }
        note("sync: \(source.name): stopped after \(maxSeriesFilesPerRun) files this run; the next run continues at \(number)")
        report.nextNumber = nil
    }

    private func fetch(_ url: String, remembered: SyncedFile?, source: SyncSource, into directory: URL,
                       redirects: HTTPFetcher.Redirects = .follow) async throws(SyncFailure) -> FetchResult {
        let retries = fetcher.settings.retry.retries
        return try await fetcher.fetch(url, remembered: remembered, into: directory, redirects: redirects,
                                       progress: progress(source.name)) {
            failure, attempt in
            note("sync: \(source.name): \(failure) — retrying (\(attempt) of \(retries))")
        }
    }

    private func importAndRemember(_ file: DownloadedFile, from url: String, of source: SyncSource,
                                   validators: Bool = true) async throws(SyncFailure) -> ImportedData {
        defer { try? FileManager.default.removeItem(at: file.path.deletingLastPathComponent()) }
        let paths = source.kind == .openstates ? try OpenStatesArchive.importPaths(unpacking: file.path) : [file.path.path]
        let summary: ImportedData
        do {
            summary = try await source.kind.importData(paths: paths, into: database, progress: importProgress(source.name))
        } catch let refused as ImportError {
            throw SyncFailure(.rejected(file: file.path.lastPathComponent, detail: "\(refused)"))
        } catch {
            // Not the file's fault (the database is busy or full): say so, not "refused".
            throw SyncFailure(.other("cannot import into the database: \(error)"))
        }
        guard validators else { return summary }
        try await state("imported, but cannot remember the validators") {
            try await database.recordSyncedFile(SyncedFile(
                url: url, source: source.name, etag: file.etag, lastModified: file.lastModified,
                byteCount: file.byteCount, importedAt: Date()))
        }
        return summary
    }

    /// Keeps the run's outcome for `admin status` and the metrics. Losing it loses no data, so a
    /// database error here is a note, not the source's failure.
    private func record(_ report: SourceReport, startedAt: Date) async {
        let run = SyncRun(source: report.source, startedAt: startedAt, finishedAt: Date(), result: report.result,
                          failureKind: report.failure?.kind, rows: report.rows)
        do {
            try await database.recordSyncRun(run)
        } catch {
            note("sync: \(report.source): cannot record how this run went: \(error)")
        }
    }

    private func remembered(_ url: String) async throws(SyncFailure) -> SyncedFile? {
        try await state("cannot read the sync state") { try await database.reading { try $0.syncedFile(url: url) } }
    }

    private func position(_ key: String) async throws(SyncFailure) -> Int? {
        try await state("cannot read the sync state") { try await database.reading { try $0.syncSeriesPosition(series: key) } }
    }

    /// Reads or writes the sync state; a database error becomes a failure that says `what` failed.
    private func state<T>(_ what: String, _ body: () async throws -> T) async throws(SyncFailure) -> T {
        do { return try await body() } catch { throw SyncFailure(.other("\(what): \(error)")) }
    }
}
