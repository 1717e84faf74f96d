import Dispatch
@testable import SQLStore
import Synchronization
import Testing

/// `GroupCommitQueue.submit(_:drainingOn:)`: the drain loop a request starts, and its batches,
/// run where the caller says (the Matrix sync loop's event loop), not on the default executor.
@Suite("Group commit: the drain runs on the executor its first caller names")
struct GroupCommitExecutorTests {
    /// A task executor that runs its jobs on a queue of its own and counts them.
    final class CountingExecutor: TaskExecutor {
        let jobs = Atomic<Int>(0)
        private let queue = DispatchQueue(label: "counting-executor")
        static let key = DispatchSpecificKey<Bool>()

        init() {
            queue.setSpecific(key: Self.key, value: true)
        }

        func enqueue(_ job: consuming ExecutorJob) {
            jobs.wrappingAdd(1, ordering: .relaxed)
            let job = UnownedJob(job)
            queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
        }

        static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
    }

    @Test("a commit runs on the executor the request that started the drain names; without one, elsewhere",
          arguments: [true, false])
    func drainPrefersTheExecutor(named: Bool) async throws {
        let executor = CountingExecutor()
        let onExecutor = Mutex<[Bool]>([])
        let queue = GroupCommitQueue<Int, Int>(name: "executor_test", maxBatch: 10) { requests in
            onExecutor.withLock { $0.append(CountingExecutor.isCurrent) }
            return requests.map { $0 * 2 }
        }
        let outcome = try await queue.submit(21, drainingOn: named ? executor : nil)
        #expect(outcome == 42)
        #expect(onExecutor.withLock { $0 } == [named])
        #expect((executor.jobs.load(ordering: .relaxed) > 0) == named)
    }
}
