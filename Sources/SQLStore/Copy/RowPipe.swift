import Foundation

/// Hands batches of rows from the source's read transaction to the target's write transaction,
/// both running at once on their engines' threads, holding only a few batches in memory. Either
/// side can close it: the other then stops at its next `put` or `take` with `closed`.
final class RowPipe: @unchecked Sendable {
    enum Item: Sendable {
        case rows(table: String, [[SQLValue]])
        case finished
    }

    struct Closed: Error, CustomStringConvertible {
        var reason: String
        var description: String { reason }
    }

    // @unchecked: every stored property is guarded by `condition`.
    private let condition = NSCondition()
    private var items: [Item] = []
    private var closedBecause: String?
    private let capacity: Int

    init(capacity: Int = 4) {
        self.capacity = capacity
    }

    /// Waits while the pipe is full; throws once the reader closed it.
    func put(_ item: Item) throws {
        condition.lock()
        defer { condition.unlock() }
        while items.count >= capacity && closedBecause == nil { condition.wait() }
        if let closedBecause { throw Closed(reason: closedBecause) }
        items.append(item)
        condition.broadcast()
    }

    /// Waits for the next item; throws once the writer closed the pipe.
    func take() throws -> Item {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && closedBecause == nil { condition.wait() }
        if let closedBecause { throw Closed(reason: closedBecause) }
        let item = items.removeFirst()
        condition.broadcast()
        return item
    }

    /// Runs one side of the copy (`side` names it: "the source"); when it fails, closes the pipe
    /// with why, so that the other side stops instead of waiting for rows that never come.
    func closing<T>(ifFails side: String, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            close("\(side) failed: \(error)")
            throw error
        }
    }

    /// Wakes the other side with `reason`; later puts and takes throw. The first reason stays.
    func close(_ reason: String) {
        condition.lock()
        defer { condition.unlock() }
        if closedBecause == nil { closedBecause = reason }
        condition.broadcast()
    }
}
