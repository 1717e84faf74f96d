import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Test support: a Unix datagram socket bound at a path, as systemd's `NOTIFY_SOCKET` is, read
/// with a timeout so a missing datagram fails the test instead of hanging it.
public final class DatagramSocketListener {
    let descriptor: Int32

    /// Binds `path`; `timeout` bounds each `receive()`.
    public init(path: String, timeout: Int = 10) throws {
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
        var timeout = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The next datagram, or nil when none came within the timeout.
    public func receive() -> String? {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }

    public func close() { _ = Glibc.close(descriptor) }
}
