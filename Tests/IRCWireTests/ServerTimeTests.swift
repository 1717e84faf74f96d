import Testing
import IRCWire

@Suite("server-time stamps")
struct ServerTimeTests {
    @Test("UTC stamps become milliseconds since the epoch", arguments: [
        ("1970-01-01T00:00:00.000Z", Int64(0)),
        ("1970-01-01T00:00:01Z", 1_000),
        ("2026-01-01T00:00:00.000Z", 1_767_225_600_000),
        ("2026-11-26T12:00:00.123Z", 1_795_694_400_123),
        ("2024-02-29T23:59:59.9Z", 1_709_251_199_900),
        ("2000-03-01T00:00:00.123456Z", 951_868_800_123),
    ])
    func parses(text: String, milliseconds: Int64) {
        #expect(IRCServerTime.milliseconds(text) == milliseconds)
    }

    @Test("Anything else is no stamp", arguments: [
        "", "yesterday", "2026-11-26", "2026-11-26T12:00:00", "2026-11-26T12:00:00+01:00",
        "2026-13-01T00:00:00Z", "2026-11-26T24:00:00Z", "2026-11-26T12:00:00.Z", "2026-11-26T12:00:00.1xZ",
        "2026-11-26 12:00:00Z", "２026-11-26T12:00:00Z",
    ])
    func rejects(text: String) {
        #expect(IRCServerTime.milliseconds(text) == nil)
    }
}
