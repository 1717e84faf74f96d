#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a configured host is this machine, judged by its address: 127.0.0.0/8, ::1 (also
/// written `[::1]` or as an IPv4-mapped ::ffff:127.x.y.z) or the name "localhost". A name that
/// merely starts like one ("127.db.example.com") is a name, resolved by DNS to anywhere: it is
/// not loopback, so a secret sent to it in plain text could be read on the way. The one judge
/// of where plain text may go: IRC networks, SMTP, PostgreSQL and Matrix all ask it.
public enum LoopbackHost {
    public static func contains(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        if name == "localhost" { return true }
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        var v4 = in_addr()
        if inet_pton(AF_INET, name, &v4) == 1 {
            return firstOctet(of: v4) == 127
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, name, &v6) == 1 else { return false }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }  // ::1
        let mapped = bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF
        return mapped && bytes[12] == 127
    }

    /// The first byte of an IPv4 address as it is written ("127" in 127.0.0.1): network order.
    private static func firstOctet(of address: in_addr) -> UInt8 {
        withUnsafeBytes(of: address) { $0[0] }
    }
}
