import Chat
import IRCClient
import IRCTransport
import Testing
@testable import TownhallApp

/// A network's `limits:` section: the bounds of `CommandLimits` (issue 16, item 1) and of the
/// tracker of DM senders, optional, with the generous defaults, and contradictions named.
@Suite("Configuration: command limits")
struct CommandLimitsConfigurationTests {
    static let minimal = ConfigurationLoaderTests.minimal

    static func network(_ limits: String) throws -> IRCNetworkConfiguration {
        try #require(ConfigurationLoader.parse(yaml: minimal + "\n    limits: \(limits)\n").networks.first?.irc)
    }

    @Test("without limits: 64 running, 8 for strangers, held at 1,000, resumed at 500, refused at 10,000/5,000/500, 2,000 DM senders")
    func defaults() throws {
        let network = try #require(ConfigurationLoader.parse(yaml: Self.minimal).networks.first?.irc)
        #expect(network.commandLimits == CommandLimits(
            running: 64, runningStrangers: 8, queuedPerStranger: 500, queuedByStrangers: 5_000, queued: 10_000,
            busyAfter: 3, holdReadingAt: 1_000, releaseReadingAt: 500))
        #expect(network.trackedStrangers == 2_000)
        #expect(IRCClientConfiguration(network: network).trackedStrangers == 2_000)
    }

    @Test("every key is read, and the DM sender bound reaches the IRC client")
    func everyKey() throws {
        let network = try Self.network("""
            {running: 16, running_strangers: 2, busy_after: 5, hold_reading_at: 300, release_reading_at: 100, \
            queued: 2000, queued_by_strangers: 900, queued_per_stranger: 40, tracked_strangers: 250}
            """)
        #expect(network.commandLimits == CommandLimits(
            running: 16, runningStrangers: 2, queuedPerStranger: 40, queuedByStrangers: 900, queued: 2_000,
            busyAfter: 5, holdReadingAt: 300, releaseReadingAt: 100))
        #expect(IRCClientConfiguration(network: network).trackedStrangers == 250)
    }

    @Test("a key left out fits the keys given: fewer slots or a smaller queue lower the bounds that depend on them")
    func derivedDefaults() throws {
        let few = try Self.network("{running: 4}").commandLimits
        #expect(few.running == 4 && few.runningStrangers == 4 && few.queued == 10_000)
        let small = try Self.network("{queued: 800}").commandLimits
        #expect(small.queued == 800 && small.queuedByStrangers == 800 && small.queuedPerStranger == 500)
        #expect(small.holdReadingAt == 800 && small.releaseReadingAt == 500)
        let tiny = try Self.network("{queued: 300}").commandLimits
        #expect(tiny.holdReadingAt == 300 && tiny.releaseReadingAt == 299 && tiny.queuedPerStranger == 300)
    }

    @Test("a bad value is named, with what it contradicts", arguments: [
        ("{running: 0}", "running", "between 1 and 10000"),
        ("{running: many}", "running", "whole number"),
        ("{running: 8, running_strangers: 9}", "running_strangers", "cannot exceed running (8)"),
        ("{busy_after: -1}", "busy_after", "between 1"),
        ("{hold_reading_at: 600, release_reading_at: 600}", "release_reading_at", "below hold_reading_at (600)"),
        ("{queued: 500, hold_reading_at: 501}", "hold_reading_at", "cannot exceed queued (500)"),
        ("{queued_by_strangers: 100, queued_per_stranger: 101}", "queued_per_stranger",
         "cannot exceed queued_by_strangers (100)"),
        ("{queued: 1000, queued_by_strangers: 1001}", "queued_by_strangers", "cannot exceed queued (1000)"),
        ("{tracked_strangers: 0}", "tracked_strangers", "between 1"),
        ("{runing: 10}", "runing", "not a known setting"),
        ("64", "", "expected a mapping"),
    ])
    func badValueNamed(limits: String, key: String, problem: String) {
        let path = key.isEmpty ? "networks[0].limits" : "networks[0].limits.\(key)"
        #expect {
            _ = try Self.network(limits)
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.key == path && error.description.contains(problem) && error.line == 6
        }
    }

    @Test("the example configuration lists the defaults")
    func exampleListsDefaults() throws {
        let path = packageRoot().appendingPathComponent("config/townhall.example.yaml").path
        let configuration = try ConfigurationLoader.load(path: path, environment: ["TOWNHALL_SASL_PASSWORD": "s",
                                                                                   "TOWNHALL_MATRIX_TOKEN": "t",
                                                                                   "TOWNHALL_MATRIX_PICKLE_KEY": "p"])
        let network = try #require(configuration.networks.first?.irc)
        #expect(network.commandLimits == CommandLimits() && network.trackedStrangers == 2_000)
    }
}
