import Foundation
import Logging
import Synchronization

/// Keeps what a logger was told, so a test can see that a retry happened — or wait until a line
/// comes, since the bot may log it after the reply the test saw (a join runs beside the replies).
final class LogRecorder: Sendable {
    private struct State {
        var lines: [String] = []
        var waiters: [UUID: AsyncStream<Void>.Continuation] = [:]
    }

    struct Timeout: Error, CustomStringConvertible {
        var what: String
        var description: String { "timed out waiting for \(what) in the log" }
    }

    private let state = Mutex(State())

    var messages: [String] { state.withLock { $0.lines } }

    func logger(label: String = "test") -> Logger {
        Logger(label: label) { _ in Handler(recorder: self) }
    }

    /// Returns the messages once `done` holds for them; throws `Timeout` after `timeout`.
    @discardableResult
    func wait(_ what: String, timeout: Duration = .seconds(60),
              until done: @escaping @Sendable ([String]) -> Bool) async throws -> [String] {
        let (changes, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        state.withLock { $0.waiters[id] = continuation }
        defer {
            _ = state.withLock { $0.waiters.removeValue(forKey: id) }
            continuation.finish()
        }
        continuation.yield()  // the lines so far may do already
        return try await withThrowingTaskGroup(of: [String]?.self) { group in
            group.addTask {
                for await _ in changes {
                    let lines = self.messages
                    if done(lines) { return lines }
                }
                return nil
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            guard let lines = first else { throw Timeout(what: what) }
            return lines
        }
    }

    private func append(_ line: String) {
        let waiters = state.withLock { state in
            state.lines.append(line)
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.yield() }
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String,
                 file: String, function: String, line: UInt) {
            recorder.append("\(message)")
        }
    }
}
