import Telemetry
import Testing
@testable import TownhallApp

/// The `metrics:`, `logging:` and `shutdown:` sections: off, text and 10 s by default, loopback
/// when metrics is on without an address, and a bad value named with its key and line.
@Suite("Metrics, logging and shutdown configuration")
struct OperationsConfigurationTests {
    @Test("without the sections nothing listens, logs are text and a stop has 10 s")
    func defaults() throws {
        let config = try ConfigurationLoader.parse(yaml: ConfigurationLoaderTests.minimal)
        #expect(config.metrics.listen == nil)
        #expect(config.logging.format == .text)
        #expect(config.shutdown.grace == .seconds(10))
        let quick = try ConfigurationLoader.parse(yaml: ConfigurationLoaderTests.minimal + "\nshutdown: {grace_seconds: 2.5}\n")
        #expect(quick.shutdown.grace == .milliseconds(2500))
    }

    @Test("a metrics section listens on loopback port 9464 unless it names another IP address and port")
    func listen() throws {
        let bare = try ConfigurationLoader.parse(yaml: ConfigurationLoaderTests.minimal + "\nmetrics: {}\n")
        #expect(bare.metrics.listen == ListenAddress(host: "127.0.0.1", port: 9464))
        let everywhere = try ConfigurationLoader.parse(yaml: ConfigurationLoaderTests.minimal + "\nmetrics: {listen: \"0.0.0.0:9100\"}\n")
        #expect(everywhere.metrics.listen == ListenAddress(host: "0.0.0.0", port: 9100))
        let json = try ConfigurationLoader.parse(yaml: ConfigurationLoaderTests.minimal + "\nlogging: {format: json}\n")
        #expect(json.logging.format == .json)
    }

    @Test("an address that is not an IP and port, an unknown format or key is named with its line", arguments: [
        ("metrics:\n  listen: localhost:9464\n", "configuration key 'metrics.listen' (line 7): 'localhost:9464' is not an IP address and port, e.g. 127.0.0.1:9464 or [::1]:9464"),
        ("metrics:\n  listen: \"127.0.0.1:99999\"\n", "configuration key 'metrics.listen' (line 7): '127.0.0.1:99999' is not an IP address and port, e.g. 127.0.0.1:9464 or [::1]:9464"),
        ("logging:\n  format: xml\n", "configuration key 'logging.format' (line 7): must be text or json, got 'xml'"),
        ("metrics:\n  port: 9464\n", "configuration key 'metrics.port'"),
        ("shutdown:\n  grace_seconds: -1\n", "configuration key 'shutdown.grace_seconds' (line 7)"),
        ("shutdown:\n  grace: 10\n", "configuration key 'shutdown.grace'"),
    ])
    func refused(section: String, message: String) {
        #expect {
            try ConfigurationLoader.parse(yaml: ConfigurationLoaderTests.minimal + "\n" + section)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
