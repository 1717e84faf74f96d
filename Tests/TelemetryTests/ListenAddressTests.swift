import Telemetry
import Testing

@Suite("Listen addresses")
struct ListenAddressTests {
    @Test("an IP address and a port are taken as written", arguments: [
        ("127.0.0.1:9464", "127.0.0.1", 9464), ("0.0.0.0:80", "0.0.0.0", 80), ("[::1]:9464", "::1", 9464),
    ])
    func parses(text: String, host: String, port: Int) throws {
        let address = try #require(ListenAddress(parsing: text))
        #expect(address.host == host && address.port == port)
        #expect(address.description == text)
    }

    @Test("a name, a bare IPv6 address, a missing or impossible port is refused", arguments: [
        "localhost:9464", "::1:9464", "127.0.0.1", "127.0.0.1:", "127.0.0.1:0", "127.0.0.1:70000", "127.0.0.1:x",
        "[::1]9464", "", "metrics.example.org:9464",
    ])
    func refuses(text: String) {
        #expect(ListenAddress(parsing: text) == nil)
    }
}
