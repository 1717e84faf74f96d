import Foundation
import IRCTestNetwork
import Telemetry
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The notify protocol against a Unix datagram socket the test binds, as systemd's would be.
@Suite("systemd notifications")
struct SystemdNotifierTests {
    @Test("READY=1 and WATCHDOG=1 arrive as datagrams on NOTIFY_SOCKET")
    func datagramsArrive() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("notify-\(UUID().uuidString).sock").path
        let socket = try DatagramSocketListener(path: path)
        defer { socket.close(); unlink(path) }
        let notifier = SystemdNotifier(environment: ["NOTIFY_SOCKET": path])
        #expect(notifier.notify("READY=1"))
        #expect(socket.receive() == "READY=1")
        #expect(notifier.notify("WATCHDOG=1"))
        #expect(socket.receive() == "WATCHDOG=1")
    }

    @Test("the watchdog is fed at half of WATCHDOG_USEC, and only when WATCHDOG_PID is this process")
    func watchdogInterval() {
        let ours = SystemdNotifier(environment: ["NOTIFY_SOCKET": "/run/x", "WATCHDOG_USEC": "30000000",
                                                 "WATCHDOG_PID": "\(getpid())"])
        #expect(ours.watchdogInterval == .seconds(15))
        let theirs = SystemdNotifier(environment: ["NOTIFY_SOCKET": "/run/x", "WATCHDOG_USEC": "30000000",
                                                   "WATCHDOG_PID": "\(getpid() + 1)"])
        #expect(theirs.watchdogInterval == nil)
    }

    @Test("without NOTIFY_SOCKET nothing is sent")
    func notStartedBySystemd() {
        #expect(!SystemdNotifier(environment: [:]).notify("READY=1"))
    }
}
