/// Why an import was refused. Nothing was written when this is thrown.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's name as given (or a label such as "demo legislators").
    public var file: String
    /// 1-based line of the offending entry or row, when known.
    public var line: Int?
    public var message: String

    public init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file) line \(line): \(message)" }
        return "\(file): \(message)"
    }
}
