import IRCWire
import Testing

@Suite("case mappings")
struct CaseMappingTests {
    @Test("equality", arguments: [
        (IRCCaseMapping.ascii, "Alice", "aLICE", true),
        (.ascii, "[bot]", "{bot}", false),
        (.ascii, "a~", "a^", false),
        (.rfc1459, "[Bot]\\", "{bot}|", true),
        (.rfc1459, "a~", "a^", true),
        (.rfc1459Strict, "[Bot]\\", "{bot}|", true),
        (.rfc1459Strict, "a~", "a^", false),
        (.rfc1459, "Zoë", "zoë", true),
        (.rfc1459, "ZOË", "zoë", false),      // only ASCII folds
        (.rfc1459, "abc", "abcd", false),
    ])
    func equality(_ mapping: IRCCaseMapping, _ a: String, _ b: String, _ equal: Bool) {
        #expect(mapping.equal(a, b) == equal)
        #expect((mapping.lowercase(a) == mapping.lowercase(b)) == equal)
    }

    @Test("lowercase", arguments: [
        (IRCCaseMapping.ascii, "#Civics[1]~", "#civics[1]~"),
        (.rfc1459, "#Civics[1]~", "#civics{1}^"),
        (.rfc1459Strict, "#Civics[1]~", "#civics{1}~"),
    ])
    func lowercase(_ mapping: IRCCaseMapping, _ name: String, _ expected: String) {
        #expect(mapping.lowercase(name) == expected)
    }

    @Test("names from CASEMAPPING", arguments: [
        ("ascii", IRCCaseMapping.ascii), ("rfc1459", .rfc1459), ("rfc1459-strict", .rfc1459Strict),
        ("RFC1459", .rfc1459), ("rfc7613", .ascii),
    ])
    func names(_ name: String, _ mapping: IRCCaseMapping) {
        #expect(IRCCaseMapping(name: name) == mapping)
    }
}
