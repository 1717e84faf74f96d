import Chat
import Testing

@Suite("Compacting queue")
struct CompactingQueueTests {
    /// Drives the queue and a plain array with the same operations; they must agree at each step.
    @Test("interleaved appends, takes and prefix removals keep first-in first-out order across compactions",
          arguments: [1, 4, 32])
    func matchesAnArray(compactAfter: Int) {
        var queue = CompactingQueue<Int>(compactAfter: compactAfter)
        var model: [Int] = []
        var next = 0
        for round in 0..<300 {
            for _ in 0..<(round % 7) {
                queue.append(next)
                model.append(next)
                next += 1
            }
            for _ in 0..<(round % 5) {
                #expect(queue.popFirst() == (model.isEmpty ? nil : model.removeFirst()))
            }
            if round % 11 == 0 {
                let bound = (model.first ?? 0) + 3
                queue.removeFirst { $0 < bound }
                model.removeAll { $0 < bound }
            }
            #expect(queue.count == model.count)
            #expect(queue.isEmpty == model.isEmpty)
            #expect(queue.first == model.first)
            #expect(queue.last == model.last)
        }
        while let element = queue.popFirst() { #expect(element == model.removeFirst()) }
        #expect(model.isEmpty)
    }

    @Test("an insertion goes before the trailing elements that belong after it, never before the head")
    func orderedInsert() {
        var queue = CompactingQueue<Int>(compactAfter: 1)
        for value in [10, 20, 30, 40] { queue.append(value) }
        #expect(queue.popFirst() == 10)
        queue.insert(25) { $0 > 25 }
        queue.insert(5) { $0 > 5 } // smaller than every element left: goes first, not before taken slots
        queue.insert(50) { $0 > 50 }
        var drained: [Int] = []
        while let value = queue.popFirst() { drained.append(value) }
        #expect(drained == [5, 20, 25, 30, 40, 50])
    }

    /// A taken element is released at once (a lane's closure must not outlive its command).
    @Test("a taken element is freed when taken, not at the next compaction")
    func takenElementIsReleased() {
        final class Box {}
        var queue = CompactingQueue<Box>(compactAfter: 1_000)
        weak var taken: Box?
        do {
            let first = Box()
            taken = first
            queue.append(first)
            queue.append(Box())
        }
        _ = queue.popFirst()
        #expect(taken == nil)
        #expect(queue.count == 1)
    }
}
