import Synchronization
@testable import IRCClient

/// Collects what a connection handler reports, for EmbeddedChannel tests.
final class RecordingDelegate: IRCConnectionDelegate {
    struct Record {
        var events: [IRCClientEvent] = []
        var ends: [IRCSessionEnd] = []
        var snapshot: IRCSessionSnapshot?
    }
    let record = Mutex(Record())

    func emit(_ event: IRCClientEvent) { record.withLock { $0.events.append(event) } }
    func publish(_ snapshot: IRCSessionSnapshot) { record.withLock { $0.snapshot = snapshot } }
    func rememberSTS(port: Int, duration: Duration) {}
    func connectionEnding(_ end: IRCSessionEnd) { record.withLock { $0.ends.append(end) } }

    var events: [IRCClientEvent] { record.withLock { $0.events } }
    var ends: [IRCSessionEnd] { record.withLock { $0.ends } }
}
