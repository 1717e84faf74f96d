import Chat

/// Which turns of a script a live bot can be played. A live bot runs on the real clock and its
/// network has services, so a script that moves the clock or turns services off cannot be played
/// whole, nor one whose speakers are channel operators where the player cannot grant that; with `untilClock`, its turns up to the first clock move are played instead (a `#clock`
/// before the first turn only sets the script's date, and is skipped like `#setup`).
package struct LivePlan {
    package var turns: [ScriptTurn]
    /// What is not played, for the report; nil when every turn is.
    var note: String?

    /// `grantsOperators`: the player can make a speaker a channel operator for the whole play
    /// (on Matrix, a room power level); on IRC it cannot, and a script with an `op` turn is refused.
    /// `untilNoAccount`: on a network where everyone has an account (Matrix), skip the turns of
    /// speakers without one that come before any other turn (`about` opens with a guest), and
    /// stop before any later one, as `untilClock` stops before a clock move.
    /// `skipping`: turns (by line) that the caller knows a live bot cannot show, with why (an
    /// answer that reads the script's date): left out and named in the note. The caller vouches
    /// that no later turn reads what a skipped one did.
    package static func make(_ script: ConversationScript, untilClock: Bool, grantsOperators: Bool = false,
                     untilNoAccount: Bool = false, skipping: [Int: String] = [:]) -> Result<LivePlan, ScriptFailure> {
        func refuse(_ line: Int, _ message: String) -> Result<LivePlan, ScriptFailure> {
            .failure(ScriptFailure(path: script.path, line: line, message: message))
        }
        func nothingLeft(_ first: ScriptTurn) -> Result<LivePlan, ScriptFailure> {
            refuse(first.line, "\(first.speaker.nick) speaks without an account (noaccount), which this network cannot show, and no turn with an account follows before the play must stop")
        }
        // a turn to skip is named by its line: one the script no longer has there (lines moved
        // above it) would leave the dated turn in the play, so it is refused, naming the line
        let turnLines = Set(script.turns.map(\.line))
        if let moved = skipping.keys.sorted().first(where: { !turnLines.contains($0) }) {
            return refuse(moved, "is to be skipped (\(skipping[moved] ?? "")), but no turn starts there: the script's lines moved")
        }
        var plan = LivePlan(turns: [], note: nil)
        // leading turns of speakers without an account, skipped where no account is `untilNoAccount`
        var skipped: [ScriptTurn] = []
        var skippedNicks: Set<String> { Set(skipped.map(\.speaker.nick)) }
        var skippedByCaller = 0
        func stop(_ why: String) -> Result<LivePlan, ScriptFailure> {
            if plan.turns.isEmpty, let first = skipped.first { return nothingLeft(first) }
            let left = script.turns.count - plan.turns.count - skipped.count - skippedByCaller
            plan.add(note: "stopped at line \(why): \(left) more turns not played live")
            return .success(plan)
        }
        for step in script.steps {
            switch step {
            // (after skipped turns, a clock moves between turns of the script)
            case .clock(_, let line, _) where plan.turns.isEmpty && skipped.isEmpty && skippedByCaller == 0 && untilClock:
                plan.add(note: "its #clock at line \(line) was skipped (the live bot keeps real time)")
            case .clock(_, let line, _) where untilClock:
                return stop("\(line), which moves the clock")
            case .clock(_, let line, _):
                return refuse(line, "moves the clock, which cannot be done on a live network")
            case .setup("services off", let line):
                return refuse(line, "turns services off, which cannot be done on a live network")
            // Before anyone with an account spoke, such a turn is skipped: its speaker could write
            // nothing (writing needs an account), and no turn of theirs is played after it. Later,
            // the play stops there instead, so that no played turn follows a skipped one.
            case .turn(let turn) where skipping[turn.line] != nil:
                skippedByCaller += 1
                plan.add(note: "skipped line \(turn.line): \(skipping[turn.line] ?? "")")
            case .turn(let turn) where turn.speaker.account == nil && untilNoAccount && plan.turns.isEmpty:
                skipped.append(turn)
            case .turn(let turn) where turn.speaker.account == nil && untilNoAccount:
                return stop("\(turn.line), where \(turn.speaker.nick) speaks without an account (noaccount), which this network cannot show")
            case .turn(let turn) where skippedNicks.contains(turn.speaker.nick):
                return stop("\(turn.line), where \(turn.speaker.nick), whose turns without an account were skipped, speaks again")
            case .turn(let turn) where turn.speaker.isChannelOperator && !grantsOperators:
                return refuse(turn.line, "\(turn.speaker.nick) is a channel operator in the script; live mode cannot grant that")
            case .turn(let turn):
                if plan.turns.isEmpty, let first = skipped.first {
                    plan.add(note: "its first \(skipped.count) turns (from line \(first.line)), by \(skippedNicks.sorted().joined(separator: ", ")) without an account (noaccount), were skipped: this network cannot show a speaker without one")
                }
                plan.turns.append(turn)
            case .setup:
                continue
            }
        }
        if plan.turns.isEmpty, let first = skipped.first { return nothingLeft(first) }
        return .success(plan)
    }
}

extension LivePlan {
    mutating func add(note more: String) {
        note = note.map { "\($0); \(more)" } ?? more
    }

    /// Channel → the nicks that speak there as its operators (`op`) and those that speak there
    /// without; a refusal when one nick is both (a power level holds for the whole play).
    package func operators() -> Result<[String: (ops: Set<String>, others: Set<String>)], ScriptFailure> {
        var byChannel: [String: (ops: Set<String>, others: Set<String>)] = [:]
        for turn in turns {
            guard let channel = turn.place.channelName else { continue }
            let nick = turn.speaker.nick
            if turn.speaker.isChannelOperator { byChannel[channel, default: ([], [])].ops.insert(nick) }
            else { byChannel[channel, default: ([], [])].others.insert(nick) }
            if let both = byChannel[channel], both.ops.contains(nick), both.others.contains(nick) {
                return .failure(ScriptFailure(path: "", line: turn.line, message: "\(nick) speaks in \(channel) both as an operator and not: live, an operator stays one for the whole play"))
            }
        }
        return .success(byChannel.filter { !$0.value.ops.isEmpty })
    }

    package func failed(_ script: ConversationScript, _ line: Int, _ message: String, played: Int = 0) -> ScriptResult {
        ScriptResult(path: script.path, title: script.title, turnsPlayed: played,
                     failure: ScriptFailure(path: script.path, line: line, message: message))
    }

    /// Plays the planned turns with speakers already online (by script nick), checking each
    /// turn's replies exactly as the in-process runner does.
    package func play(_ script: ConversationScript, voices: [String: any LiveVoice], botNick: String,
              timeout: Duration) async -> ScriptResult {
        let transcript = LiveTranscript(botNick: botNick, speakers: Array(voices.values))
        if let first = turns.first.flatMap({ voices[$0.speaker.nick] }) {
            do {
                try await transcript.handshake(from: first, timeout: timeout)
            } catch {
                return failed(script, 0, "the bot \(botNick) does not answer a DM ping: \(error)")
            }
        }
        var played = 0
        for turn in turns {
            guard let speaker = voices[turn.speaker.nick] else { continue }
            do {
                let replies = try await transcript.replies(to: turn, from: speaker, timeout: timeout)
                played += 1
                if let mismatch = ReplyDiff(turn: turn, actual: replies).mismatch() {
                    return failed(script, turn.line, mismatch, played: played)
                }
            } catch {
                return failed(script, turn.line, "\(error)", played: played)
            }
        }
        var result = ScriptResult(path: script.path, title: script.title, turnsPlayed: played, failure: nil)
        result.note = note
        return result
    }
}
