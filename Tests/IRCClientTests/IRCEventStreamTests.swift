import Dispatch
import Synchronization
import Testing
@testable import IRCClient

@Suite("The client's event stream")
struct IRCEventStreamTests {
    @Test("Events queued before the consumer comes arrive in order, then nil once finished")
    func queuedThenFinished() async {
        let stream = IRCEventStream()
        stream.yield(.registered(nick: "a"))
        stream.yield(.registered(nick: "b"))
        stream.finish()
        stream.yield(.registered(nick: "after the end"))
        var seen: [IRCClientEvent] = []
        for await event in stream { seen.append(event) }
        #expect(seen == [.registered(nick: "a"), .registered(nick: "b")])
    }

    @Test("A consumer waiting on an empty stream gets the event yielded later, from another thread")
    func waitingConsumer() async {
        let stream = IRCEventStream()
        let consumer = Task { await stream.next() }
        // yield only once the consumer waits, or at worst before: both must deliver
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(20)) { stream.yield(.registered(nick: "late")) }
        #expect(await consumer.value == .registered(nick: "late"))
    }

    @Test("Cancelling the consuming task ends the stream, as a bot's shutdown does")
    func cancellationEnds() async {
        let stream = IRCEventStream()
        let consumer = Task {
            var count = 0
            for await _ in stream { count += 1 }
            return count
        }
        stream.yield(.registered(nick: "a"))
        consumer.cancel()
        let count = await consumer.value
        #expect(count <= 1)
        #expect(await stream.next() == nil)
    }

    /// An executor that counts the jobs it is given (on a queue of its own).
    final class CountingExecutor: SerialExecutor {
        let queue = DispatchQueue(label: "counting")
        let jobs = Atomic<Int>(0)
        func enqueue(_ job: consuming ExecutorJob) {
            jobs.wrappingAdd(1, ordering: .relaxed)
            let job = UnownedJob(job)
            queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
        }
    }

    actor Consumer {
        let executor: CountingExecutor
        nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }
        init(_ executor: CountingExecutor) { self.executor = executor }

        /// Takes `count` events and says how many jobs its executor was given meanwhile.
        func take(_ count: Int, from stream: IRCEventStream) async -> Int {
            let before = executor.jobs.load(ordering: .relaxed)
            for _ in 0..<count { _ = await stream.next() }
            return executor.jobs.load(ordering: .relaxed) - before
        }
    }

    /// `AsyncStream` ran parts of every `next` on the generic executor: a consumer on an actor
    /// was given back a job per event (8 jobs for these 8 events when checked against it).
    @Test("A consumer on an actor takes waiting events where it runs, without a job per event")
    func noHopForWaitingEvents() async {
        let stream = IRCEventStream()
        for number in 1...8 { stream.yield(.registered(nick: "n\(number)")) }
        let jobs = await Consumer(CountingExecutor()).take(8, from: stream)
        #expect(jobs == 0)
    }
}
