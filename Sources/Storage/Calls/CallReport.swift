import Foundation

/// What became of `called <member> <outcome>`.
public enum CallReport: Sendable, Hashable {
    /// Recorded, completing the call `call` started from template `template` (nil: none started,
    /// or without a script).
    case recorded(template: Int64?)
    /// The same call was recorded moments ago (at `at`): a second `called` is a slip, not a call.
    case alreadyRecorded(at: Date)
}
