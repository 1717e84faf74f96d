#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// systemd's notify protocol (`Type=notify`): `READY=1` once the bot serves, `WATCHDOG=1` at half
/// the interval the unit's `WatchdogSec=` sets, `STOPPING=1` on the way out. Each is one datagram
/// to the Unix socket named by `NOTIFY_SOCKET`, written here rather than through libsystemd so the
/// binary links nothing more. Without `NOTIFY_SOCKET` (not started by systemd) nothing is sent.
public struct SystemdNotifier: Sendable {
    /// The socket path; a leading `@` names an abstract socket (a leading NUL on the wire).
    public let socketPath: String?
    /// Half of `WATCHDOG_USEC`, when systemd asks this process (`WATCHDOG_PID`, if set, is ours)
    /// for keep-alives.
    public let watchdogInterval: Duration?

    public init(environment: [String: String]) {
        socketPath = environment["NOTIFY_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
        let forUs = environment["WATCHDOG_PID"].map { Int32($0) == getpid() } ?? true
        if forUs, let text = environment["WATCHDOG_USEC"], let micros = Int64(text), micros > 0 {
            watchdogInterval = .microseconds(micros / 2)
        } else {
            watchdogInterval = nil
        }
    }

    /// Sends `state` (`READY=1`, `WATCHDOG=1`…); false when there is no socket or the send failed.
    /// A lost datagram is not an error worth stopping for: systemd's own timeouts cover it.
    @discardableResult
    public func notify(_ state: String) -> Bool {
        guard let socketPath else { return false }
        var pathBytes = Array(socketPath.utf8)
        if pathBytes.first == UInt8(ascii: "@") { pathBytes[0] = 0 }
        var address = sockaddr_un()
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard pathBytes.count < capacity else { return false }
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: pathBytes) }
        #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_DGRAM, 0)
        #endif
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + pathBytes.count)
        let sent = Array(state.utf8).withUnsafeBytes { payload in
            withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    sendto(descriptor, payload.baseAddress, payload.count, 0, $0, length)
                }
            }
        }
        return sent == state.utf8.count
    }

    /// Sends `WATCHDOG=1` every `watchdogInterval` until cancelled. Without a watchdog it only
    /// waits to be cancelled, so the service can run it beside its other tasks either way.
    public func keepWatchdogFed() async {
        let interval = socketPath == nil ? nil : watchdogInterval
        while !Task.isCancelled {
            if interval != nil { notify("WATCHDOG=1") }
            do { try await Task.sleep(for: interval ?? .seconds(3_600)) } catch { return }
        }
    }
}
