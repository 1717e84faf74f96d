import Chat
import IRCClient
import Testing
@testable import TownhallApp

/// A key left out of the configuration takes the default of the layer that uses it, written
/// once there: the bot and a bare client or core can never disagree.
@Suite("Configuration defaults come from one place")
struct ConfigurationDefaultsTests {
    @Test("no ping section: a minute of silence, then a minute for the answer — the client's own default")
    func pingDefaults() throws {
        let config = try ConfigurationLoader.parse(yaml: ConfigurationLoaderTests.minimal)
        let network = try #require(config.networks.first?.irc)
        #expect(network.pingIntervalSeconds == 60 && network.pingTimeoutSeconds == 60)
        #expect(IRCClientConfiguration(network: network).ping == IRCClientConfiguration.Ping())
    }

    @Test("no commands section: prefix ! and 8 commands per 30 s — the chat core's own defaults")
    func commandDefaults() throws {
        let commands = try ConfigurationLoader.parse(yaml: ConfigurationLoaderTests.minimal).commands
        #expect(commands.prefix == "!" && commands.rateLimitCommands == 8 && commands.rateLimitSeconds == 30)
        #expect(commands.prefix == ChatConfiguration().prefix)
        #expect(RateLimitPolicy(commands: commands.rateLimitCommands, period: Double(commands.rateLimitSeconds))
                == RateLimitPolicy())
    }
}
