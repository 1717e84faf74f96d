import Foundation

/// Plays conversation scripts in-process against a core from a `ScriptEnvironment`, on a
/// `ManualClock` the script moves with `#clock`. Stops at the first failing step.
public struct ScriptRunner: Sendable {
    /// The network name events carry (admins and accounts are scoped to it).
    public var network: String
    public var botNick: String

    public init(network: String = "local", botNick: String = "townhall") {
        self.network = network
        self.botNick = botNick
    }

    /// Reads and plays one file; a parse error is reported as a failure.
    public func play(contentsOf url: URL, displayPath: String? = nil, in environment: any ScriptEnvironment) async -> ScriptResult {
        do {
            let script = try ScriptParser.parse(contentsOf: url, displayPath: displayPath)
            return await play(script, in: environment)
        } catch {
            return ScriptResult(path: error.path, title: url.lastPathComponent, turnsPlayed: 0, failure: error)
        }
    }

    public func play(_ script: ConversationScript, in environment: any ScriptEnvironment) async -> ScriptResult {
        let clock = ManualClock()
        var turns = 0
        func result(_ failure: ScriptFailure?) -> ScriptResult {
            ScriptResult(path: script.path, title: script.title, turnsPlayed: turns, failure: failure)
        }
        func failure(_ line: Int, _ message: String) -> ScriptResult {
            result(ScriptFailure(path: script.path, line: line, message: message))
        }
        let core: ChatCore
        do {
            core = try await environment.makeCore(clock: clock)
        } catch {
            return failure(0, "the environment could not make a core: \(error)")
        }
        var hasServices = true
        for step in script.steps {
            switch step {
            case .setup("services on", _):
                hasServices = true
            case .setup("services off", _):
                hasServices = false
            case .setup(let line, let number):
                do {
                    try await environment.runSetup(line)
                } catch {
                    return failure(number, "setup \"\(line)\" failed: \(error)")
                }
            case .clock(let change, let line, let expectations):
                switch change {
                case .absolute(let date): clock.set(date)
                case .advance(let interval): clock.advance(by: interval)
                }
                // what fell due while the clock moved (hints, a round running out) must be expected
                let due = await core.due().filter { $0.network == network }.map(\.reply)
                let moment = ScriptTurn(speaker: ScriptSpeaker(nick: "the clock", account: nil), place: .direct,
                                        text: "#clock", line: line, expectations: expectations)
                if let mismatch = ReplyDiff(turn: moment, actual: due).mismatch() {
                    return failure(line, mismatch)
                }
            case .turn(let turn):
                let replies = await core.handle(event(for: turn, hasServices: hasServices))
                turns += 1
                if let mismatch = ReplyDiff(turn: turn, actual: replies).mismatch() {
                    return failure(turn.line, mismatch)
                }
            }
        }
        return result(nil)
    }

    public func event(for turn: ScriptTurn, hasServices: Bool = true) -> ChatEvent {
        // Scripts have no hosts: every speaker shows as NICK!NICK@script.test to `admin ignore`'s masks.
        let sender = ChatSender(nick: turn.speaker.nick, account: turn.speaker.account,
                                isChannelOperator: turn.speaker.isChannelOperator,
                                hostmask: "\(turn.speaker.nick)!\(turn.speaker.nick)@script.test")
        return ChatEvent(network: network, sender: sender, place: turn.place, text: turn.text,
                         botNick: botNick, networkHasServices: hasServices)
    }
}
