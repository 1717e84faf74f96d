/// A chat command. `run` talks back through the context (`reply`, `replyPrivately`, `page`,
/// `ask`…) and throws `UsageError` for a wrong call or `CommandFailure` for a clear refusal.
/// The core has already checked the place and the permission of `spec` before `run`.
public protocol ChatCommand: Sendable {
    var spec: CommandSpec { get }
    func run(_ context: CommandContext) async throws
}

/// A command made of a spec and a closure: handy for small commands and tests.
public struct ClosureCommand: ChatCommand {
    public let spec: CommandSpec
    private let body: @Sendable (CommandContext) async throws -> Void

    public init(_ spec: CommandSpec, run body: @escaping @Sendable (CommandContext) async throws -> Void) {
        self.spec = spec
        self.body = body
    }

    public func run(_ context: CommandContext) async throws {
        try await body(context)
    }
}
