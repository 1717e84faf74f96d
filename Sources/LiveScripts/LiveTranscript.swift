import Chat

/// Plays one turn live and gathers the bot's replies to it from every speaker's inbox.
struct LiveTranscript {
    let botNick: String
    let speakers: [any LiveVoice]

    /// Proves the bot is online before the first turn: it joins its channels right after
    /// connecting, so once it answers a DM its channel joins were processed too.
    func handshake(from speaker: any LiveVoice, timeout: Duration) async throws {
        let mine = ChatReply.Destination.direct(nick: speaker.nick)
        let deadline = ContinuousClock.now + timeout
        // The bot may still be connecting (our ping then goes nowhere): ask again, but only after
        // a generous wait, so that a slow pong is not mistaken later for a turn's sentinel.
        while true {
            let start = await speaker.inbox.state.lines.count
            try await speaker.say("ping", in: .direct)
            do {
                try await speaker.inbox.wait(for: "\(botNick) to answer ping", timeout: .seconds(10)) { state in
                    state.lines.dropFirst(start).contains { $0.destination == mine && $0.text == "pong" }
                }
                return
            } catch where ContinuousClock.now < deadline {
                continue
            }
        }
    }

    func replies(to turn: ScriptTurn, from speaker: any LiveVoice, timeout: Duration) async throws -> [ChatReply] {
        var marks: [ObjectIdentifier: Int] = [:]
        for other in speakers { marks[ObjectIdentifier(other)] = await other.inbox.state.lines.count }
        let sentinel = speaker.sentinel(after: turn.place)
        let proof = sentinel.reply
        let isProof: @Sendable (ChatReply) -> Bool = { $0.destination == proof.destination && $0.text == proof.text }
        // lines the script expects that look like the proof (`{...}` is no line, and is not counted)
        let expectedProofs = turn.expectations.filter { $0.destination == proof.destination }
            .flatMap(\.lines).filter { $0.pattern != ScriptExpectedLine.anyLines && $0.matches(proof.text) }.count
        try await speaker.say(turn.text, in: turn.place)
        try await speaker.say(sentinel.text, in: sentinel.place)
        let start = marks[ObjectIdentifier(speaker)] ?? 0
        do {
            try await speaker.inbox.wait(for: "the bot's replies to \"\(turn.text)\"", timeout: timeout) { state in
                state.lines.dropFirst(start).filter(isProof).count > expectedProofs
            }
        } catch {
            // say what did come, and where: the reader can tell a silent bot from a wrong place
            let seen = await speaker.inbox.state.lines.dropFirst(start).map { "\($0.destination): \($0.text)" }
            throw LiveInbox.Timeout(what: "\"\(proof.text)\" after the bot's replies to \"\(turn.text)\"; saw \(seen)")
        }
        // Channel lines are seen by every speaker in the channel: they are taken from the one who
        // spoke, without what reached this one late from an earlier turn of another speaker's
        // (each has a connection or a sync of its own): that one's sentinel answer, or a line
        // addressed to that one ("alice: …") that this turn does not expect. Such a line is not
        // counted while waiting either: taken for a reply, it ends the wait before the reply came.
        let others = speakers.filter { $0 !== speaker }
        let addresses = others.map { "\($0.nick): " }
        let expected = turn.expectations.flatMap { block in block.lines.filter { !$0.isAnyLines }.map { (block.destination, $0) } }
        @Sendable func isLate(_ line: ChatReply) -> Bool {
            if others.contains(where: { isSentinelAnswer(line, of: $0) }) { return true }
            guard addresses.contains(where: { line.text.hasPrefix($0) }) else { return false }
            return !expected.contains { $0.0 == line.destination && $0.1.matches(line.text) }
        }
        @Sendable func belongs(_ line: ChatReply, seenBy other: any LiveVoice) -> Bool {
            if line.destination == .direct(nick: other.nick) { return true }
            return other === speaker && !isLate(line)
        }
        var replies: [ChatReply] = []
        for other in speakers {
            let from = marks[ObjectIdentifier(other)] ?? 0
            // Lines to different places may leave the bot's fair queue in another order than
            // they were answered: wait until each place has at least what the script expects.
            let wanted = expectedCounts(turn, seenBy: other, speaker: speaker, proof: proof)
            if !wanted.isEmpty {
                try await other.inbox.wait(for: "the bot's replies to \"\(turn.text)\" seen by \(other.nick)",
                                           timeout: timeout) { state in
                    let seen = state.lines.dropFirst(from).filter { belongs($0, seenBy: other) }
                    return wanted.allSatisfy { destination, count in
                        seen.filter { $0.destination == destination }.count >= count
                    }
                }
            }
            var seen = Array(await other.inbox.state.lines.dropFirst(from))
            if other === speaker, let last = seen.lastIndex(where: isProof) {
                seen.remove(at: last)
            }
            replies += seen.filter { belongs($0, seenBy: other) }
        }
        return replies
    }

    /// Whether `line` is what `voice`'s sentinel after a turn in the line's channel is answered with.
    private func isSentinelAnswer(_ line: ChatReply, of voice: any LiveVoice) -> Bool {
        guard case .channel(let name) = line.destination else { return false }
        let proof = voice.sentinel(after: .channel(name)).reply
        return line.destination == proof.destination && line.text == proof.text
    }

    /// How many lines the script expects at each place whose lines `other` sees (its own DMs,
    /// and the channels when it is the speaker); `{...}` lines may match none.
    private func expectedCounts(_ turn: ScriptTurn, seenBy other: any LiveVoice, speaker: any LiveVoice,
                                proof: ChatReply) -> [ChatReply.Destination: Int] {
        var counts: [ChatReply.Destination: Int] = [:]
        for block in turn.expectations {
            let visible: Bool = switch block.destination {
            case .channel: other === speaker
            case .direct(let nick): nick == other.nick
            }
            guard visible else { continue }
            counts[block.destination, default: 0] += block.lines.filter { $0.pattern != ScriptExpectedLine.anyLines }.count
        }
        // The sentinel's answer comes after every reply to the turn was handled, but a transport
        // may post replies side by side (Matrix): where the proof lands, expect it on top.
        if other === speaker { counts[proof.destination, default: 0] += 1 }
        return counts
    }
}
