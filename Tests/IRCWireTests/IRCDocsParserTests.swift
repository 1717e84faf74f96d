import IRCWire
import Testing

/// Every case of the ircdocs parser tests, read in place from ../shared/data/irc-parser-tests.
@Suite("ircdocs parser test vectors")
struct IRCDocsParserTests {
    struct SplitCase: Sendable, CustomTestStringConvertible {
        var input: String
        var atoms: Atoms
        var testDescription: String { input.debugDescription }
    }

    struct JoinCase: Sendable, CustomTestStringConvertible {
        var description: String
        var atoms: Atoms
        var matches: [String]
        var testDescription: String { description }
    }

    struct UserhostCase: Sendable, CustomTestStringConvertible {
        var source: String
        var nick: String, user: String, host: String
        var testDescription: String { source.debugDescription }
    }

    struct MaskCase: Sendable, CustomTestStringConvertible {
        var mask: String
        var name: String
        var matches: Bool
        var testDescription: String { "\(mask) \(matches ? "~" : "!~") \(name)" }
    }

    struct HostnameCase: Sendable, CustomTestStringConvertible {
        var host: String
        var valid: Bool
        var testDescription: String { host.debugDescription }
    }

    static func splitCases() throws -> [SplitCase] {
        try ParserTestData.tests(in: "msg-split.yaml").map {
            SplitCase(input: ParserTestData.string($0["input"] ?? ""), atoms: ParserTestData.atoms($0))
        }
    }

    static func joinCases() throws -> [JoinCase] {
        try ParserTestData.tests(in: "msg-join.yaml").map {
            JoinCase(description: ParserTestData.string($0["desc"] ?? ""), atoms: ParserTestData.atoms($0),
                     matches: ($0["matches"] as? [Any] ?? []).map(ParserTestData.string))
        }
    }

    static func userhostCases() throws -> [UserhostCase] {
        try ParserTestData.tests(in: "userhost-split.yaml").map {
            let atoms = $0["atoms"] as? [String: Any] ?? [:]
            return UserhostCase(source: ParserTestData.string($0["source"] ?? ""),
                                nick: ParserTestData.string(atoms["nick"] ?? ""),
                                user: ParserTestData.string(atoms["user"] ?? ""),
                                host: ParserTestData.string(atoms["host"] ?? ""))
        }
    }

    static func maskCases() throws -> [MaskCase] {
        try ParserTestData.tests(in: "mask-match.yaml").flatMap { entry -> [MaskCase] in
            let mask = ParserTestData.string(entry["mask"] ?? "")
            let matches = (entry["matches"] as? [Any] ?? []).map { MaskCase(mask: mask, name: ParserTestData.string($0), matches: true) }
            let fails = (entry["fails"] as? [Any] ?? []).map { MaskCase(mask: mask, name: ParserTestData.string($0), matches: false) }
            return matches + fails
        }
    }

    static func hostnameCases() throws -> [HostnameCase] {
        try ParserTestData.tests(in: "validate-hostname.yaml").map {
            HostnameCase(host: ParserTestData.string($0["host"] ?? ""), valid: $0["valid"] as? Bool ?? false)
        }
    }

    @Test("the vector files are present and complete")
    func vectorsArePresent() throws {
        // The counts of the vendored ircdocs files: loading fewer would mean cases went missing.
        #expect(try Self.splitCases().count >= 35)
        #expect(try Self.joinCases().count >= 18)
        #expect(try Self.userhostCases().count >= 7)
        #expect(try Self.maskCases().count >= 26)
        #expect(try Self.hostnameCases().count >= 19)
    }

    @Test("msg-split: String parser", arguments: try splitCases())
    func splitsFromString(_ testCase: SplitCase) throws {
        expect(try IRCMessage(parsing: testCase.input), matches: testCase.atoms)
    }

    @Test("msg-split: byte parser", arguments: try splitCases())
    func splitsFromBytes(_ testCase: SplitCase) throws {
        expect(try IRCMessage(parsingBytes: Array(testCase.input.utf8)), matches: testCase.atoms)
    }

    @Test("msg-join: serializer output is one of the accepted forms", arguments: try joinCases())
    func joins(_ testCase: JoinCase) {
        let message = IRCMessage(
            tags: testCase.atoms.tags.sorted { $0.key < $1.key }.map { IRCTag(key: $0.key, value: $0.value) },
            source: testCase.atoms.source,
            command: testCase.atoms.verb,
            parameters: testCase.atoms.params
        )
        #expect(testCase.matches.contains(message.serialized()), "got \(message.serialized().debugDescription)")
    }

    @Test("userhost-split", arguments: try userhostCases())
    func splitsUserhost(_ testCase: UserhostCase) {
        let source = IRCSource(parsing: testCase.source)
        #expect(source.nick == testCase.nick)
        #expect((source.user ?? "") == testCase.user)
        #expect((source.host ?? "") == testCase.host)
    }

    @Test("mask-match", arguments: try maskCases())
    func matchesMask(_ testCase: MaskCase) {
        #expect(IRCMask.matches(mask: testCase.mask, testCase.name, caseMapping: .rfc1459) == testCase.matches)
    }

    @Test("validate-hostname", arguments: try hostnameCases())
    func validatesHostname(_ testCase: HostnameCase) {
        #expect(IRCHostname.isValid(testCase.host) == testCase.valid)
    }

    private func expect(_ message: IRCMessage, matches atoms: Atoms) {
        #expect(message.command == atoms.verb)
        #expect(message.source == atoms.source)
        #expect(message.parameters == atoms.params)
        #expect(Dictionary(message.tags.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }) == atoms.tags)
        #expect(Set(message.tags.map(\.key)).count == message.tags.count, "one tag per key")
    }
}
