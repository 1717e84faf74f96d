import Foundation

/// Progress for people watching a terminal: a single self-overwriting line on standard error,
/// and nothing at all when standard error is not a terminal (logs, pipes, CI).
public enum TerminalProgress {
    /// A handler that draws `label: phase done/total`, or nil when stderr is not a TTY.
    public static func handlerIfInteractive(label: String) -> ImportProgressHandler? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return { progress in
            let end = progress.phase == .writing && progress.done == progress.total ? "\n" : ""
            let line = "\r\(label): \(progress.phase.rawValue) \(progress.done)/\(progress.total)\u{1B}[K\(end)"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }
}
