@testable import SQLStore
import Synchronization
import Testing

/// `GroupCommitQueue`'s overlap: a commit that calls `BatchOverlap.allowNext()` lets the next
/// batch start while it goes on; at most two batches are in flight; each batch's callers hear
/// their own outcome, or their own batch's error.
@Suite("Group commit: the next batch started while one finishes", .timeLimit(.minutes(1)))
struct GroupCommitOverlapTests {
    /// A gate per request name: the commit of a batch holding that request waits there.
    final class Gates: Sendable {
        private struct State {
            var held: [String: CheckedContinuation<Void, Never>] = [:]
            var open: Set<String> = []
        }
        private let state = Mutex(State())

        func pass(_ name: String) async {
            await withCheckedContinuation { continuation in
                let open = state.withLock { state in
                    if state.open.contains(name) { return true }
                    state.held[name] = continuation
                    return false
                }
                if open { continuation.resume() }
            }
        }

        func isHolding(_ name: String) -> Bool { state.withLock { $0.held[name] != nil } }

        func letGo(_ name: String) {
            let held = state.withLock { state in
                state.open.insert(name)
                return state.held.removeValue(forKey: name)
            }
            held?.resume()
        }
    }

    /// What happened, in order.
    final class Events: Sendable {
        private let events = Mutex<[String]>([])
        func add(_ event: String) { events.withLock { $0.append(event) } }
        var all: [String] { events.withLock { $0 } }
    }

    struct Refused: Error, Equatable {}

    /// A queue whose batches let the next one start at once (when `early` holds for its first
    /// request), then wait at their first request's gate, then answer (or throw for "fail").
    static func queue(_ gates: Gates, _ events: Events, splitFrom: Int? = nil,
                      early: @escaping @Sendable (String) -> Bool = { _ in true }) -> GroupCommitQueue<String, String> {
        GroupCommitQueue(name: "test", maxBatch: 100, splitFrom: splitFrom) { requests, overlap in
            let first = requests[0]
            events.add("start \(requests.joined(separator: "+"))")
            if early(first) { overlap.allowNext() }
            await gates.pass(first)
            events.add("end \(first)")
            if first == "fail" { throw Refused() }
            return requests.map { "\($0) done" }
        }
    }

    static func waitUntil(_ condition: () -> Bool) async {
        while !condition() { await Task.yield() }
    }

    @Test("A batch that allows it lets the next one start and answer before it ends")
    func theNextBatchAnswersWhileTheFirstFinishes() async throws {
        let gates = Gates()
        let events = Events()
        let queue = Self.queue(gates, events)
        let a = Task { try await queue.submit("A") }
        await Self.waitUntil { gates.isHolding("A") }
        gates.letGo("B")
        // B's batch starts, commits and answers while A's is still held at its gate
        #expect(try await queue.submit("B") == "B done")
        #expect(gates.isHolding("A"))
        gates.letGo("A")
        #expect(try await a.value == "A done")
        #expect(events.all == ["start A", "start B", "end B", "end A"])
        #expect(queue.statistics.overlapped == 1)
        #expect(queue.statistics.transactions == 2)
    }

    @Test("A batch that does not allow it ends before the next one starts")
    func withoutTheCallBatchesTakeTurns() async throws {
        let gates = Gates()
        let events = Events()
        let queue = Self.queue(gates, events, early: { _ in false })
        let a = Task { try await queue.submit("A") }
        await Self.waitUntil { gates.isHolding("A") }
        let b = Task { try await queue.submit("B") }
        await Self.waitUntil { queue.queued == 1 }
        gates.letGo("B")
        gates.letGo("A")
        #expect(try await a.value == "A done")
        #expect(try await b.value == "B done")
        #expect(events.all == ["start A", "end A", "start B", "end B"])
        #expect(queue.statistics.overlapped == 0)
    }

    /// A and B both let the next batch start; C waits until A has ended, though B allowed it.
    @Test("At most two batches are in flight")
    func aThirdBatchWaitsForTheFirstToEnd() async throws {
        let gates = Gates()
        let events = Events()
        let queue = Self.queue(gates, events)
        let a = Task { try await queue.submit("A") }
        await Self.waitUntil { gates.isHolding("A") }
        let b = Task { try await queue.submit("B") }
        await Self.waitUntil { gates.isHolding("B") }
        gates.letGo("C")
        let c = Task { try await queue.submit("C") }
        await Self.waitUntil { queue.queued == 1 }
        gates.letGo("B")
        #expect(try await b.value == "B done")
        #expect(queue.queued == 1)  // C still waits for A
        gates.letGo("A")
        #expect(try await a.value == "A done")
        #expect(try await c.value == "C done")
        #expect(events.all == ["start A", "start B", "end B", "end A", "start C", "end C"])
        #expect(queue.statistics.overlapped == 2)
    }

    @Test("A batch that fails after letting the next one start fails only its own callers")
    func aFailureAfterTheCallStaysInItsBatch() async throws {
        let gates = Gates()
        let events = Events()
        let queue = Self.queue(gates, events)
        let failing = Task { try await queue.submit("fail") }
        await Self.waitUntil { gates.isHolding("fail") }
        gates.letGo("B")
        #expect(try await queue.submit("B") == "B done")
        gates.letGo("fail")
        await #expect(throws: Refused.self) { try await failing.value }
        gates.letGo("C")
        #expect(try await queue.submit("C") == "C done")
        #expect(queue.statistics.transactions == 2)
    }

    /// Ten requests queue behind A; with none finishing when A ends, the next batch takes half of
    /// them and lets the other half start beside it. Below `splitFrom` they go together.
    @Test("With none finishing, what is queued from splitFrom on is split in two", arguments: [10, 11])
    func anIdleQueueSplitsWhatIsQueued(splitFrom: Int) async throws {
        let gates = Gates()
        let events = Events()
        let queue = Self.queue(gates, events, splitFrom: splitFrom, early: { $0 != "A" })
        let a = Task { try await queue.submit("A") }
        await Self.waitUntil { gates.isHolding("A") }
        let names = (0..<10).map { "r\($0)" }
        for name in names { gates.letGo(name) }
        let rest = Task {
            try await withThrowingTaskGroup(of: String.self) { group in
                for name in names { group.addTask { try await queue.submit(name) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        await Self.waitUntil { queue.queued == 10 }
        gates.letGo("A")
        #expect(try await a.value == "A done")
        #expect(try await rest.value.count == 10)
        let sizes = events.all.filter { $0.hasPrefix("start ") }.map { $0.split(separator: "+").count }
        #expect(sizes == (splitFrom <= 10 ? [1, 5, 5] : [1, 10]))
        #expect(queue.statistics.overlapped == (splitFrom <= 10 ? 1 : 0))
    }
}
