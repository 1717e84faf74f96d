/// What the app supplies to play scripts in-process: a fresh core (with its storage and
/// commands) on the script's clock, and the meaning of its `#setup` lines. The runner asks
/// for a new environment per script, so scripts never share state.
public protocol ScriptEnvironment: Sendable {
    func makeCore(clock: ManualClock) async throws -> ChatCore
    /// One `#setup` line such as `demo`, `import districts PATH` or `admin alice`; throw
    /// for a line the app does not know (the runner reports it with its line number).
    func runSetup(_ line: String) async throws
}
