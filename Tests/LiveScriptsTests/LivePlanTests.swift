import Chat
import Testing
@testable import LiveScripts

/// Which turns a live play takes on a network where everyone has an account (Matrix): a
/// speaker without one (`noaccount`) cannot be shown there.
@Suite("Live plans: turns of speakers without an account")
struct LivePlanTests {
    static func plan(_ turns: String, untilNoAccount: Bool = true) throws -> Result<LivePlan, ScriptFailure> {
        let script = try ScriptParser.parse("Plan\n\n" + turns, path: "plan.convo")
        return LivePlan.make(script, untilClock: true, grantsOperators: true, untilNoAccount: untilNoAccount)
    }

    static func turn(_ speaker: String, _ text: String = "!ping") -> String {
        let nick = speaker.split(separator: " ")[0]
        return "#me \(speaker)\n\(text)\n#bot #civics\n\(nick): pong\n\n"
    }

    @Test("leading turns without an account are skipped; the play stops at the next one", arguments: [
        // (script turns, lines played, note contains)
        ([turn("guest #civics noaccount"), turn("alice #civics"), turn("bob #civics"), turn("guest #civics noaccount"), turn("alice #civics")],
         [8, 13], "stopped at line 18, where guest speaks without an account"),
        ([turn("guest #civics noaccount"), turn("erin #civics noaccount"), turn("alice #civics")],
         [13], "its first 2 turns (from line 3), by erin, guest without an account (noaccount), were skipped"),
        // the skipped nick with an account is someone the skipped turns may have prepared: stop
        ([turn("guest #civics noaccount"), turn("alice #civics"), turn("guest #civics")],
         [8], "stopped at line 13, where guest, whose turns without an account were skipped, speaks again"),
        ([turn("alice #civics"), turn("guest #civics noaccount")], [3], "stopped at line 8"),
    ])
    func skipsLeading(turns: [String], played: [Int], note: String) throws {
        let plan = try Self.plan(turns.joined()).get()
        #expect(plan.turns.map(\.line) == played)
        #expect(plan.note?.contains(note) == true, "\(plan.note ?? "no note")")
    }

    @Test("a script whose turns before the play must stop are all without an account is refused, naming the first")
    func nothingToPlay() throws {
        let refused = try Self.plan(Self.turn("guest #civics noaccount") + Self.turn("guest #civics noaccount") + "#clock +1m\n\n"
                                    + Self.turn("alice #civics"))
        guard case .failure(let failure) = refused else { Issue.record("planned \(refused)"); return }
        #expect(failure.line == 3 && failure.message.contains("guest speaks without an account"), "\(failure)")
    }

    @Test("turns the caller names are skipped with its reason; the clock move after them still stops the play")
    func skippedByCaller() throws {
        let script = try ScriptParser.parse("Plan\n\n" + Self.turn("alice #civics") + Self.turn("bob #civics") + "#clock +1m\n\n"
                                            + Self.turn("carol #civics"), path: "plan.convo")
        let plan = try LivePlan.make(script, untilClock: true, skipping: [3: "reads the script's date"]).get()
        #expect(plan.turns.map(\.line) == [8])
        #expect(plan.note == "skipped line 3: reads the script's date; stopped at line 13, which moves the clock: 1 more turns not played live")
    }

    @Test("a turn to skip at a line where no turn starts (the script's lines moved) is refused, naming the line")
    func skippedLineMoved() throws {
        let script = try ScriptParser.parse("Plan\n\n" + Self.turn("alice #civics") + Self.turn("bob #civics"), path: "plan.convo")
        let refused = LivePlan.make(script, untilClock: true, skipping: [4: "reads the script's date"])
        guard case .failure(let failure) = refused else { Issue.record("planned \(refused)"); return }
        #expect(failure.line == 4 && failure.message.contains("the script's lines moved"), "\(failure)")
    }

    @Test("where people may be without an account (IRC), their turns are played like any other")
    func playedOnIRC() throws {
        let plan = try Self.plan(Self.turn("guest #civics noaccount") + Self.turn("alice #civics"), untilNoAccount: false).get()
        #expect(plan.turns.map(\.line) == [3, 8] && plan.note == nil)
    }
}
