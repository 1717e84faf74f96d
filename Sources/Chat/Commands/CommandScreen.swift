import Foundation

/// Supplied by the app: the admins' run-time rules about who is heard and what runs where
/// (`admin ignore`, `admin channel … disable`). The core knows no storage; it asks this before
/// each command and words the refusals itself, so every transport says them alike.
public protocol CommandScreen: Sendable {
    /// Asked for every command text before the rate limit, so an ignored person's flood is
    /// neither answered nor counted as theirs. Runs where the core runs (`nonisolated(nonsending)`):
    /// it is on every command's path, and a hop to another executor and back would cost each one.
    nonisolated(nonsending) func hears(_ event: ChatEvent, now: Date) async -> SpeakerVerdict

    /// Whether `spec` is turned off in `channel` on `network`, by name or by category.
    nonisolated(nonsending) func isOff(_ spec: CommandSpec, network: String, channel: String) async -> Bool

    /// `channel` became `replacement` (a Matrix room upgraded), and its stored switches moved with
    /// it: what the screen holds in memory must follow.
    func channelMoved(from channel: String, to replacement: String, network: String) async
}

extension CommandScreen {
    public func channelMoved(from channel: String, to replacement: String, network: String) async {}
}

/// What the bot does with a command from someone an admin may have ignored.
public enum SpeakerVerdict: Sendable, Hashable {
    case heard
    /// Dropped without a word: they were told already.
    case dropped
    /// Dropped, and this notice tells them why (once per ignore).
    case droppedTelling(String)
}
