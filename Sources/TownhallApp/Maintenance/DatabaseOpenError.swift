/// Why the database could not be opened, in one line.
public struct DatabaseOpenError: Error, Equatable, CustomStringConvertible {
    public var line: String
    public var description: String { line }
}
