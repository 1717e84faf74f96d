@testable import SQLStore
import Synchronization
import Testing

/// `GroupCommitQueue`'s gather: after a commit, the next batch waits (briefly) for the callers
/// the last one answered, so that callers who come straight back share a commit instead of
/// splitting into groups that take turns; a caller alone is never held by it.
@Suite("Group commit: gathering the callers just answered")
struct GroupCommitGatherTests {
    /// Holds the first commit until let go, so that others queue behind it.
    actor Gate {
        private var held: CheckedContinuation<Void, Never>?
        private var open = false

        func pass() async {
            guard !open else { return }
            await withCheckedContinuation { held = $0 }
        }

        var isHolding: Bool { held != nil }

        func letGo() {
            open = true
            held?.resume()
            held = nil
        }
    }

    final class Recorder: Sendable {
        private let batches = Mutex<[[String]]>([])
        func add(_ batch: [String]) { batches.withLock { $0.append(batch) } }
        var all: [[String]] { batches.withLock { $0 } }
    }

    /// A's first request commits alone while B and C queue behind it; A sends its next request
    /// as soon as it hears back. The next batch waits for it: B, C and A's second in one commit.
    /// With no gather the batches were [1, 2, 1]: B and C committed without A, then A's second
    /// alone. The gather is a minute, far longer than the test takes: it ends because A is back.
    @Test("The next batch waits for the caller the last one answered, and takes it with the others")
    func theAnsweredCallerJoinsTheNextBatch() async throws {
        let gate = Gate()
        let batches = Recorder()
        let queue = GroupCommitQueue<String, String>(name: "test", maxBatch: 100, gather: .seconds(60)) { requests in
            await gate.pass()
            batches.add(requests)
            return requests
        }
        let first = Task {
            let one = try await queue.submit("A1")
            return [one, try await queue.submit("A2")]
        }
        // A1 is taken into the first batch (held at the gate) before B and C come
        while !(await gate.isHolding) { await Task.yield() }
        let b = Task { try await queue.submit("B") }
        let c = Task { try await queue.submit("C") }
        while queue.queued < 2 { await Task.yield() }
        await gate.letGo()
        #expect(try await first.value == ["A1", "A2"])
        #expect(try await b.value == "B")
        #expect(try await c.value == "C")
        #expect(batches.all.map(\.count) == [1, 3])
        #expect(queue.statistics.gathersRunOut == 0)
    }

    /// With a gather far longer than the test takes: a lone caller's next request ends each
    /// wait at once, since it is all the last batch answered. (With the wait ended one request
    /// later, each of its requests after the first waits the whole minute, and runs it out.)
    @Test("A caller alone is not held by the gather")
    func aLoneCallerIsNotHeld() async throws {
        let queue = GroupCommitQueue<Int, Int>(name: "test", maxBatch: 100, gather: .seconds(60)) { requests in
            requests.map { $0 * 2 }
        }
        var answers: [Int] = []
        for request in 1...5 { answers.append(try await queue.submit(request)) }
        #expect(answers == [2, 4, 6, 8, 10])
        #expect(queue.statistics.transactions == 5)
        #expect(queue.statistics.gathersRunOut == 0)
    }
}
