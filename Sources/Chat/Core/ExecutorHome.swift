/// Where an actor runs: on a given serial executor (the IRC connection's event loop, so that the
/// front, the lanes and the core hand work to each other without waking another thread), else on
/// a default actor executor of its own.
public final class ExecutorHome: Sendable {
    /// An actor that is never called: it only lends its default executor.
    private actor Own {}
    private let given: (any SerialExecutor)?
    private let own = Own()

    public init(_ executor: (any SerialExecutor)?) {
        given = executor
    }

    public var unownedExecutor: UnownedSerialExecutor {
        given?.asUnownedSerialExecutor() ?? own.unownedExecutor
    }
}
