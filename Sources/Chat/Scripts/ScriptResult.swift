/// The outcome of playing one script.
public struct ScriptResult: Sendable {
    public var path: String?
    public var title: String
    public var turnsPlayed: Int
    /// nil when the script passed.
    public var failure: ScriptFailure?

    public init(path: String?, title: String, turnsPlayed: Int, failure: ScriptFailure?) {
        self.path = path
        self.title = title
        self.turnsPlayed = turnsPlayed
        self.failure = failure
    }

    /// What was left out (a live play that stops where the script moves the clock).
    public var note: String?

    public var passed: Bool { failure == nil }

    /// "PASS commands/ping.convo (3 turns)" or "FAIL …" followed by the diff.
    public var report: String {
        let name = path ?? title
        guard let failure else {
            return "PASS \(name) (\(turnsPlayed) \(turnsPlayed == 1 ? "turn" : "turns"))" + (note.map { "; \($0)" } ?? "")
        }
        return "FAIL \(name)\n\(failure)"
    }
}

/// Why a script failed or did not parse: where ("commands/zip.convo:12"), and a readable
/// explanation (a diff for wrong replies).
public struct ScriptFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String?
    public var line: Int
    public var message: String

    public init(path: String?, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path ?? "script"):\(line): \(message)" }
}
