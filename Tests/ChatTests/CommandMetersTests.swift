import Chat
import Metrics
import MetricsTestKit
import Testing

/// What the core counts for the operator's dashboard, read back through swift-metrics' own test
/// backend: one count per command by name and outcome, and a timing for each command that ran.
@Suite("Command metrics")
struct CommandMetersTests {
    func count(_ metrics: TestMetrics, _ command: String, _ outcome: String) throws -> Int64 {
        try metrics.expectCounter("townhall_commands_total", [("command", command), ("outcome", outcome)]).totalValue
    }

    @Test("answered, refused (unknown, not allowed, bad arguments, a command's own refusal), failed and rate-limited")
    func outcomes() async throws {
        let metrics = TestMetrics()
        let chat = Conversation(metrics: metrics)
        for text in ["echo hi", "echo there", "echo", "refuse", "boom", "shutdown", "frobnicate"] {
            _ = await chat.say(text)
        }
        #expect(try count(metrics, "echo", "answered") == 2)
        #expect(try count(metrics, "echo", "refused") == 1)  // usage
        #expect(try count(metrics, "refuse", "refused") == 1)  // CommandFailure
        #expect(try count(metrics, "boom", "failed") == 1)
        #expect(try count(metrics, "shutdown", "refused") == 1)  // not an admin
        #expect(try count(metrics, "-", "refused") == 1)  // no such command
        #expect(try metrics.expectTimer("townhall_command_duration_seconds", [("command", "echo")]).values.count == 3)
        // 8 commands in 30 s by default: the ninth is warned about, the tenth ignored
        for _ in 1...10 { _ = await chat.say("echo again", as: "bob") }
        #expect(try count(metrics, "echo", "answered") == 10)
        #expect(try count(metrics, "-", "rate-limited") == 2)
        // counters exist for every command from the start, so a dashboard's rate starts at 0
        #expect(try count(metrics, "topic", "answered") == 0)
    }

    @Test("a command refused past the memory bound of waiting commands counts as busy")
    func busy() async throws {
        let metrics = TestMetrics()
        let lanes = SpeakerLanes(limits: CommandLimits(queued: 1), metrics: metrics)
        #expect(await lanes.submit("alice", identified: true, {}).start != nil)
        #expect(await lanes.submit("alice", identified: true, {}).refused)
        #expect(try count(metrics, "-", "busy") == 1)
    }
}
