/// Why the listener could not start: always naming the address, for the one line `serve` prints.
public struct TelemetryServerError: Error, CustomStringConvertible, Sendable {
    public var address: ListenAddress
    public var problem: String

    public var description: String { "metrics.listen \(address): \(problem)" }
}
