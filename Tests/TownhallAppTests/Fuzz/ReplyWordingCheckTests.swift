import Testing

/// The house-voice check must catch what it is for, and let the bot's real shapes of line pass.
@Suite("The fuzz test's wording check")
struct ReplyWordingCheckTests {
    @Test("a reply out of the house voice is reported", arguments: [
        "zip works only in a private message",
        "nobody has no profile yet.",
        "Saved your ZIP..",
        "Saved your ZIP. .",
        "Something went wrong: Optional(42)",
        "Error Domain=NSCocoaErrorDomain Code=4",
        "Only admins can do that.",
    ])
    func badWordingIsCaught(_ text: String) {
        #expect(!ReplyWordingCheck.problems(in: text).isEmpty)
    }

    @Test("the bot's own shapes of line pass", arguments: [
        "Saved your ZIP 94110 (CA-11). Type reps to see your members of Congress.",
        "s325-2022 · Senate · 2022-08-07: On Passage of the Bill H.R. 5376 (bill hr5376-117)",
        "2022-08-07 s325-2022 Yea — On Passage of the Bill H.R. 5376: Bill Passed",
        "\"325\" is not a roll call; they look like s325-2022 — usage: vote <roll call, e.g. s325-2022>",
        "district: CA-11",
        "upvotes given: 0 — comments: 1 — flags: 2",
        "comment Q1/2, 2026-01-31T09:36:59Z: see you at the hearing",
        "flagged comment R1/1, 2026-01-10T17:55:59Z: rude",
        "Only operators of #mission or Townhall admins can use feed: ask one of them to run it.",
        "pong",
        "Wait for it…",
    ])
    func goodWordingPasses(_ text: String) {
        #expect(ReplyWordingCheck.problems(in: text).isEmpty, "\(ReplyWordingCheck.problems(in: text))")
    }
}
