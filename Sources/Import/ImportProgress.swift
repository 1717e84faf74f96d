/// Where a running import is: reading (parsing and checking the file) or writing (the one
/// database transaction).
public struct ImportProgress: Sendable, Hashable {
    public enum Phase: String, Sendable, Hashable {
        case reading, writing
    }

    public var phase: Phase
    public var done: Int
    public var total: Int

    public init(phase: Phase, done: Int, total: Int) {
        self.phase = phase
        self.done = done
        self.total = total
    }
}

/// Receives progress reports; called on the importing thread, so keep it quick.
public typealias ImportProgressHandler = @Sendable (ImportProgress) -> Void
