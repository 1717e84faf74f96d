import Storage

/// How one source's sync went: a summary line for everyone and, when something failed, one
/// line saying what and that the next run will retry.
public struct SourceReport: Sendable, Hashable {
    public var source: String
    /// The importers' summaries of what was imported, one per file.
    public var imported: [String] = []
    /// Files the server said were unchanged (304).
    public var unchanged = 0
    /// Per-bill files the server does not have yet (404).
    public var missing = 0
    /// For a numbered series: the numbers imported in this run.
    public var numbersImported: [Int] = []
    /// For a numbered series: the first number the server did not have yet.
    public var nextNumber: Int?
    public var failure: SyncFailure?
    /// Records written by this run's imports.
    public var rows = 0

    public init(source: String) {
        self.source = source
    }

    public var succeeded: Bool { failure == nil }

    /// What the run came to, as `sync_run` records it: a failure wins over what was imported
    /// before it, so an alert on failures sees every one.
    public var result: SyncRun.Result {
        if failure != nil { return .failed }
        return imported.isEmpty ? .unchanged : .imported
    }

    public var summaryLine: String {
        var parts: [String] = imported.count == 1 && numbersImported.isEmpty ? imported : []
        if !numbersImported.isEmpty {
            let range = numbersImported.count == 1
                ? "\(numbersImported[0])" : "\(numbersImported.first!)–\(numbersImported.last!)"
            parts.append("\(numbersImported.count) new (\(range))")
        } else if imported.count > 1 {
            parts.append("\(imported.count) files imported")
        }
        if unchanged > 0 { parts.append(unchanged == 1 ? "unchanged since the last sync" : "\(unchanged) files unchanged") }
        if missing > 0 { parts.append("\(missing) not published yet") }
        if let nextNumber, failure == nil {
            parts.append(numbersImported.isEmpty ? "nothing new (\(nextNumber) not published yet)" : "\(nextNumber) not published yet")
        }
        if failure != nil { parts.append("FAILED") }
        return "\(source): " + (parts.isEmpty ? "nothing to do" : parts.joined(separator: "; "))
    }

    /// "sync: NAME: what went wrong — what was kept, will retry next run".
    public var failureLine: String? {
        guard let failure else { return nil }
        let kept: String
        if let last = numbersImported.last {
            kept = "numbers up to \(last) were imported; will retry from \(last + 1) next run"
        } else if !imported.isEmpty {
            kept = "the files imported before it stay; will retry the rest next run"
        } else {
            kept = "nothing changed, will retry next run"
        }
        return "sync: \(source): \(failure) — \(kept)"
    }
}
