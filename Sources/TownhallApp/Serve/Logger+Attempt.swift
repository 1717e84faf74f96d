import Logging

extension Logger {
    /// What `step` returns, or nil once its failure is logged at `level` as "what: error". The
    /// couriers and channel feeds work in rounds that come again (the next sweep, the lease that
    /// runs out), so a step that fails because the database or the server is away for a moment
    /// is a line in the log, never an error that ends the loop.
    @discardableResult
    func attempt<T>(_ what: @autoclosure () -> String, level: Logger.Level = .warning,
                    isolation: isolated (any Actor)? = #isolation, _ step: () async throws -> T) async -> T? {
        do {
            return try await step()
        } catch {
            log(level: level, "\(what()): \(error)")
            return nil
        }
    }
}
