import Foundation
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
        let socket = try BoundDatagramSocket(path: path)
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

/// A Unix datagram socket bound at a path, read with a timeout so a missing datagram fails the
/// test instead of hanging it.
final class BoundDatagramSocket {
    let descriptor: Int32

    init(path: String) throws {
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    func receive() -> String? {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }

    func close() { _ = Glibc.close(descriptor) }
}
