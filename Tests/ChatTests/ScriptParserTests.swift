import Chat
import Foundation
import Testing

@Suite("Script parser")
struct ScriptParserTests {
    static let sample = """
        Profiles
        Link a ZIP, then ask in a channel.

        // comments are ignored
        #setup
        admin root
        #clock 2026-11-21T12:00:00Z
        #me alice dm
        zip 94110
        #bot dm
        Saved your ZIP {*}
        #clock +25h
        #me al #civics account=alice op
        !reps
        #bot #civics
        al: one
        al: two
        #bot dm bob
        hello bob
        #me guest #civics noaccount
        \\#civics is nice
        #nothing
        """

    @Test("a full script becomes title, description and steps")
    func full() throws {
        let script = try ScriptParser.parse(Self.sample, path: "x.convo")
        #expect(script.title == "Profiles")
        #expect(script.description == ["Link a ZIP, then ask in a channel."])
        #expect(script.steps.count == 6)
        #expect(script.steps[0] == .setup("admin root", line: 6))
        #expect(script.steps[1] == .clock(.absolute(Date(timeIntervalSince1970: 1_795_262_400)), line: 7))
        #expect(script.steps[3] == .clock(.advance(25 * 3600), line: 12))
        let turns = script.turns
        #expect(turns.count == 3)
        #expect(turns[0] == ScriptTurn(
            speaker: ScriptSpeaker(nick: "alice", account: "alice"), place: .direct, text: "zip 94110", line: 8,
            expectations: [ScriptExpectation(destination: .direct(nick: "alice"),
                                             lines: [ScriptExpectedLine(pattern: "Saved your ZIP {*}", line: 11)], line: 10)]))
        #expect(turns[1].speaker == ScriptSpeaker(nick: "al", account: "alice", isChannelOperator: true))
        #expect(turns[1].place == .channel("#civics"))
        #expect(turns[1].expectations.map(\.destination) == [.channel("#civics"), .direct(nick: "bob")])
        #expect(turns[1].expectations[0].lines.map(\.pattern) == ["al: one", "al: two"])
        #expect(turns[2].speaker.account == nil)
        #expect(turns[2].text == "#civics is nice")
        #expect(turns[2].expectations.isEmpty)
        #expect(script.speakers.map(\.nick) == ["alice", "al", "guest"])
    }

    @Test("#bot blocks under a #clock are what the bot must say by itself once the clock has moved")
    func clockExpectations() throws {
        let script = try ScriptParser.parse("T\n#clock +15s\n#bot #rocks\nHint 1: {*}\n#bot dm dave\nhi\n#clock +1m\n#me a dm\nping\n#nothing")
        #expect(script.steps[0] == .clock(.advance(15), line: 2, expectations: [
            ScriptExpectation(destination: .channel("#rocks"), lines: [ScriptExpectedLine(pattern: "Hint 1: {*}", line: 4)], line: 3),
            ScriptExpectation(destination: .direct(nick: "dave"), lines: [ScriptExpectedLine(pattern: "hi", line: 6)], line: 5),
        ]))
        #expect(script.steps[1] == .clock(.advance(60), line: 7, expectations: []))
    }

    @Test("mistakes are reported with their line", arguments: [
        ("", 1, "the script is empty"),
        ("#me alice dm\nping\n#bot dm\npong", 1, "title"),
        ("T\n#me alice\nping\n#nothing", 2, "usage: #me NICK"),
        ("T\n#me alice dm extra\nping\n#nothing", 2, "unknown option extra"),
        ("T\n#me alice dm\nping\nping\n#nothing", 4, "one message"),
        ("T\n#me alice dm\n#bot dm\npong", 2, "no message"),
        ("T\n#me alice dm\nping", 2, "expects nothing"),
        ("T\n#me alice dm\nping\n#bot dm\n#me bob dm\nping\n#nothing", 4, "no expected line"),
        ("T\n#me alice dm\nping\n#bot\npong", 4, "usage: #bot"),
        ("T\n#me alice dm\nping\n#nothing\n#bot dm\npong", 5, "both #nothing and #bot"),
        ("T\n#bot dm\npong", 2, "must follow a #me"),
        ("T\n#clock tomorrow", 2, "ISO 8601"),
        ("T\n#clock +3w", 2, "+30s"),
        ("T\n#me alice #civics\n#civics rocks\n#nothing", 3, "unknown directive #civics"),
        ("T\n#setup\ndemo", 3, "no #me turn"),
        ("T\n#me alice dm\nping\n#nothing\nstray", 5, "outside a block"),
        ("T\n#clock +15s\n#bot dm\nhint\n#me a dm\nping\n#nothing", 3, "name who gets the DM"),
        ("T\n#clock +15s\n#bot #rocks\n#me a dm\nping\n#nothing", 3, "no expected line"),
    ])
    func errors(text: String, line: Int, fragment: String) {
        #expect {
            try ScriptParser.parse(text, path: "bad.convo")
        } throws: { error in
            guard let error = error as? ScriptParseError else { return false }
            return error.line == line && error.message.contains(fragment) && error.description.hasPrefix("bad.convo:\(line): ")
        }
    }
}

@Suite("Script parser, line endings")
struct ScriptLineEndingTests {
    @Test("CRLF files parse like LF files")
    func crlf() throws {
        let lf = "Ping\nSays pong.\n#me a dm\nping\n#bot dm\npong\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try ScriptParser.parse(crlf) == ScriptParser.parse(lf))
    }
}
