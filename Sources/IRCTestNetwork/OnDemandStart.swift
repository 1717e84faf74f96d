/// The start of a test server that many tests share: the first test to ask starts it, and every
/// test that asks meanwhile waits for that same start instead of starting a second server on the
/// same ports. A stop calls `reset()`, so the next test to ask starts it again.
public struct OnDemandStart<Info: Sendable> {
    private var task: Task<Info, any Error>?

    public init() {}

    /// The start under way or done, begun with `start` when there is none. Not async, so the
    /// owning actor records the task before anyone else can ask.
    public mutating func task(_ start: @escaping @Sendable () async throws -> Info) -> Task<Info, any Error> {
        if let task { return task }
        let task = Task(operation: start)
        self.task = task
        return task
    }

    /// Forgets the start (the server was stopped): the next `task(_:)` starts it again.
    public mutating func reset() {
        task = nil
    }
}
