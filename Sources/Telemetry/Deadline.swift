import Synchronization

/// An answer within a bound: a probe or a scrape must answer in time even when what it asks (the
/// database) does not. The operation runs in an unstructured task, so it is not cancelled with the
/// caller: a write in flight is let finish, and only its answer is given up.
enum Deadline {
    /// `operation`'s value, or `fallback` once `deadline` has passed first.
    static func race<Value: Sendable>(_ deadline: Duration, fallback: Value,
                                      _ operation: @escaping @Sendable () async -> Value) async -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
            let first = FirstAnswer(continuation)
            Task { first.give(await operation()) }
            Task {
                try? await Task.sleep(for: deadline)
                first.give(fallback)
            }
        }
    }

    /// Resumes the caller with whichever value comes first.
    private final class FirstAnswer<Value: Sendable>: Sendable {
        private let waiting: Mutex<CheckedContinuation<Value, Never>?>

        init(_ continuation: CheckedContinuation<Value, Never>) {
            waiting = Mutex(continuation)
        }

        func give(_ value: Value) {
            waiting.withLock { $0.take() }?.resume(returning: value)
        }
    }
}
