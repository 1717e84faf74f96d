import Chat
import Synchronization
import Testing

@Suite("Speaker lanes")
struct SpeakerLanesTests {
    /// Runs `work` in `key`'s lane the way a transport does.
    func submit(_ lanes: SpeakerLanes, _ key: String, in group: inout DiscardingTaskGroup,
                _ work: @escaping SpeakerLanes.Work) async {
        if let job = await lanes.submit(key, identified: true, work).start { group.addTask { await lanes.run(job) } }
    }

    @Test("one speaker's work runs in arrival order, even when earlier work waits")
    func orderWithinALane() async {
        let lanes = SpeakerLanes()
        let log = Mutex<[Int]>([])
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        await withDiscardingTaskGroup { group in
            await submit(lanes, "alice", in: &group) {
                for await _ in gate { break }
                log.withLock { $0.append(1) }
            }
            for number in 2...5 {
                await submit(lanes, "alice", in: &group) { log.withLock { $0.append(number) } }
            }
            #expect(log.withLock { $0 }.isEmpty)
            open.yield()
        }
        #expect(log.withLock { $0 } == [1, 2, 3, 4, 5])
        #expect(await lanes.busyLanes == 0)
    }

    @Test("another speaker is not held up by a waiting one", .timeLimit(.minutes(1)))
    func lanesRunSideBySide() async {
        let lanes = SpeakerLanes()
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        let log = Mutex<[String]>([])
        await withDiscardingTaskGroup { group in
            // alice waits for something only bob's work does: serial handling would never finish.
            await submit(lanes, "alice", in: &group) {
                for await _ in gate { break }
                log.withLock { $0.append("alice") }
            }
            await submit(lanes, "bob", in: &group) {
                log.withLock { $0.append("bob") }
                open.yield()
            }
        }
        #expect(log.withLock { $0 } == ["bob", "alice"])
    }
}
