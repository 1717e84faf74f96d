import Testing
@testable import TownhallApp

/// The configuration is composed without Yams' default resolver (its regular expressions load
/// ICU), so booleans and nulls are read by their spelling: the same spellings YAML 1.1's core
/// rules accept, and nothing else.
@Suite("Configuration scalars: booleans and nulls by their YAML 1.1 spelling")
struct ConfigurationScalarTests {
    static func network(_ line: String) -> String {
        """
        database: townhall.sqlite
        networks:
          - name: local
            host: 127.0.0.1
            nick: townhall
            \(line)
        """
    }

    @Test("booleans", arguments: [
        ("yes", true), ("Yes", true), ("YES", true), ("true", true), ("True", true), ("TRUE", true),
        ("on", true), ("On", true), ("ON", true), ("no", false), ("No", false), ("NO", false),
        ("false", false), ("False", false), ("FALSE", false), ("off", false), ("Off", false), ("OFF", false),
        ("!!bool true", true), ("!!bool \"false\"", false),
    ])
    func booleans(spelling: String, expected: Bool) throws {
        let config = try ConfigurationLoader.parse(yaml: Self.network("tls: \(spelling)"))
        #expect(config.networks.first?.irc?.tls == expected)
    }

    @Test("not booleans: other spellings, quoted words, numbers", arguments: [
        "yEs", "tRUE", "y", "n", "\"true\"", "'no'", "1", "0", "maybe",
    ])
    func notBooleans(spelling: String) {
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.parse(yaml: Self.network("tls: \(spelling)"))
        }
    }

    @Test("null spellings leave the default; a quoted null is a value", arguments: ["~", "null", "Null", "NULL", ""])
    func nulls(spelling: String) throws {
        let config = try ConfigurationLoader.parse(yaml: Self.network("port: \(spelling)"))
        #expect(config.networks.first?.irc?.port == 6697)
        #expect(throws: ConfigurationError.self) {
            try ConfigurationLoader.parse(yaml: Self.network("port: \"null\""))
        }
    }

    @Test("numbers still read as numbers", arguments: [("6667", 6667), ("0x1A0B", 6667), ("6_667", 6667)])
    func numbers(spelling: String, expected: Int) throws {
        let config = try ConfigurationLoader.parse(yaml: Self.network("port: \(spelling)"))
        #expect(config.networks.first?.irc?.port == expected)
    }
}
