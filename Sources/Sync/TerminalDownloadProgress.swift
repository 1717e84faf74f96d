import Foundation

/// Download progress for people watching a terminal: one self-overwriting line on standard
/// error, and nothing at all when standard error is not a terminal (cron, logs, CI).
public enum TerminalDownloadProgress {
    public static func handlerIfInteractive(label: String) -> DownloadProgressHandler? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return { received, expected in
            let total = expected.map { " / \(kilobytes($0))" } ?? ""
            let line = "\r\(label): downloading \(kilobytes(received))\(total)\u{1B}[K"
            FileHandle.standardError.write(Data(line.utf8))
            if let expected, received >= expected { FileHandle.standardError.write(Data("\n".utf8)) }
        }
    }

    private static func kilobytes(_ bytes: Int) -> String {
        bytes < 1_048_576 ? "\((bytes + 1_023) / 1_024) KB" : String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
