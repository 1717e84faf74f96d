/// A first-in first-out queue on one array, for queues that are changed in place where they are
/// stored (a speaker's lane, a rate-limit window). Taking the first element moves a head index
/// instead of shifting the rest; a taken slot is emptied at once, so what it held (a closure, a
/// command) is freed then and not when the buffer is next compacted; the buffer is compacted in
/// bulk once the taken prefix outgrows what is left, so a long queue drained one at a time costs
/// amortised O(1) per element.
public struct CompactingQueue<Element> {
    private var slots: [Element?] = []
    private var head = 0
    /// A taken prefix shorter than this is never compacted (keeps short queues from shifting).
    private let compactAfter: Int

    public init(compactAfter: Int = 32) {
        self.compactAfter = compactAfter
    }

    public var count: Int { slots.count - head }
    public var isEmpty: Bool { head == slots.count }
    public var first: Element? { isEmpty ? nil : slots[head] }
    public var last: Element? { isEmpty ? nil : slots[slots.count - 1] }

    public mutating func append(_ element: Element) {
        slots.append(element)
    }

    /// Inserts `element` before the trailing elements that `goesAfter` says belong after it
    /// (for a queue kept in order: a time recorded after the clock stepped back).
    public mutating func insert(_ element: Element, before goesAfter: (Element) -> Bool) {
        var index = slots.count
        while index > head, goesAfter(slots[index - 1]!) { index -= 1 }
        slots.insert(element, at: index)
    }

    /// Takes the first element, or nil when the queue is empty.
    public mutating func popFirst() -> Element? {
        guard !isEmpty else { return nil }
        let element = slots[head].take()
        head += 1
        compact()
        return element
    }

    /// Takes elements from the front while `shouldRemove` holds for the first one.
    public mutating func removeFirst(while shouldRemove: (Element) -> Bool) {
        while !isEmpty, shouldRemove(slots[head]!) {
            slots[head] = nil
            head += 1
        }
        compact()
    }

    private mutating func compact() {
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= compactAfter, head * 2 >= slots.count {
            slots.removeFirst(head)
            head = 0
        }
    }
}

extension CompactingQueue: Sendable where Element: Sendable {}
