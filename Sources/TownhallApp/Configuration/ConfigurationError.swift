/// A configuration problem, always naming the key (as a path such as `networks[0].port`)
/// and, when known, the line of the YAML file, so the operator can fix it at once.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    public var key: String
    public var line: Int?
    public var problem: String

    public init(key: String, line: Int? = nil, problem: String) {
        self.key = key
        self.line = line
        self.problem = problem
    }

    public var description: String {
        let place = line.map { " (line \($0))" } ?? ""
        return key.isEmpty ? "configuration\(place): \(problem)" : "configuration key '\(key)'\(place): \(problem)"
    }
}
