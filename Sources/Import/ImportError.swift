/// Why an import was refused. Nothing was written when this is thrown.
public struct ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's name as given (or a label such as "demo legislators").
    public var file: String
    /// 1-based line of the offending entry or row, when known.
    public var line: Int?
    /// The offending element of an XML or JSON file as a path ("billStatus/bill/number",
    /// "votes/Yea[3]/id"), when known.
    public var element: String?
    public var message: String

    public init(file: String, line: Int? = nil, element: String? = nil, message: String) {
        self.file = file
        self.line = line
        self.element = element
        self.message = message
    }

    public var description: String {
        var place = file
        if let line { place += " line \(line)" }
        if let element { place += " (\(element))" }
        return "\(place): \(message)"
    }
}
