/// A mistake in a script, with the line it is on ("commands/zip.convo:12: …").
public struct ScriptParseError: Error, Sendable, Hashable, CustomStringConvertible {
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
