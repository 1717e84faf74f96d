import Metrics

/// `townhall_database_errors_total{kind}` for every error an engine's read or write gives its
/// caller, counted where the engine hands it back, whichever feature asked: so the counter shows
/// the errors of commands, deliveries and scrapes alike, by `DatabaseErrorKind`. The counters are
/// made once; counting is one atomic add.
public final class DatabaseErrorMeter: Sendable {
    private let counters: [DatabaseErrorKind: Counter]

    /// `factory`: the process's metrics backend unless a test gives its own.
    public init(factory: any MetricsFactory = MetricsSystem.factory) {
        counters = Dictionary(uniqueKeysWithValues: DatabaseErrorKind.allCases.map { kind in
            (kind, Counter(label: "townhall_database_errors_total", dimensions: [("kind", kind.rawValue)], factory: factory))
        })
    }

    /// Counts `error` by its kind; a feature's own error is not counted.
    public func count(_ error: any Error) {
        guard let kind = DatabaseErrorKind(error) else { return }
        count(kind)
    }

    func count(_ kind: DatabaseErrorKind) {
        counters[kind]?.increment()
    }

    /// Runs `body`, counting the error it throws before passing it on.
    func counting<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            count(error)
            throw error
        }
    }
}
