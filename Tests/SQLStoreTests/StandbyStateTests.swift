@testable import SQLStore
import Testing

/// How a standby's answer to the lag check is judged: a primary is never a standby, an idle
/// primary's growing replay age is no lag while everything received is replayed, and a lag that
/// cannot be told is not taken for none.
@Suite("Standby lag verdicts")
struct StandbyStateTests {
    @Test("answers judged against a 5 s bound", arguments: [
        ("false|0|unknown|none", StandbyState.primary),
        // idle primary: the last replayed transaction is an hour old, and nothing waits
        ("true|1|true|3600.5", .usable(lagSeconds: 0)),
        ("true|1|false|2.5", .usable(lagSeconds: 2.5)),
        ("true|1|false|7.25", .lagging(seconds: 7.25)),
        // no WAL receiver (cut off, or restoring an archive): the age is all there is to go by
        ("true|0|true|7.25", .lagging(seconds: 7.25)),
        ("true|0|unknown|1", .usable(lagSeconds: 1)),
        ("true|1|false|none", .lagUnknown),
        // the standby's clock a little behind the primary's
        ("true|1|false|-0.01", .usable(lagSeconds: 0)),
    ])
    func judged(answer: String, expected: StandbyState) {
        #expect(StandbyState.judge(answer, maxLag: 5) == expected)
    }

    @Test("an answer in another shape is no verdict to read from")
    func unexpectedAnswer() {
        #expect(!StandbyState.judge("true|1", maxLag: 5).isUsable)
    }

    @Test("a person's reads stay on the primary past the lag bound and one check interval")
    func readYourWritesWindow() throws {
        let settings = ReadReplicaSettings(replicas: [], maxLag: .seconds(5), checkInterval: .seconds(1))
        #expect(settings.readYourWritesWindow == .seconds(7))
    }
}
