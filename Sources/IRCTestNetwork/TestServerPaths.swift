import Foundation

/// Where a test server keeps its data and finds its shell scripts: `.build/<kind>-<name>` and
/// `scripts/<kind>/`, both under the package root. Every kind of test server (IRC network,
/// PostgreSQL, Synapse, SMTP) lays itself out this way, so that the scripts can also be run by
/// hand on a server a test run left behind.
public struct TestServerPaths: Sendable {
    /// The server's data folder, given to each of its scripts as their first argument.
    public let directory: String
    private let scripts: URL

    public init(kind: String, name: String) {
        directory = TestNetwork.packageRoot.appendingPathComponent(".build/\(kind)-\(name)").path
        scripts = TestNetwork.packageRoot.appendingPathComponent("scripts/\(kind)")
    }

    /// The path of one of this kind's scripts (`start.sh`, `stop.sh`…).
    public func script(_ name: String) -> String {
        scripts.appendingPathComponent(name).path
    }
}
