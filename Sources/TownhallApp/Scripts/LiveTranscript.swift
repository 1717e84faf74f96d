import Chat

/// Plays one turn live and gathers the bot's replies to it from every speaker's inbox.
struct LiveTranscript {
    let botNick: String
    let speakers: [LiveSpeaker]

    /// Proves the bot is online before the first turn: it joins its channels right after
    /// registering, so once it answers a DM its channel joins were processed too.
    func handshake(from speaker: LiveSpeaker, timeout: Duration) async throws {
        let mine = ChatReply.Destination.direct(nick: speaker.nick)
        let deadline = ContinuousClock.now + timeout
        // The bot may still be connecting (our ping then goes nowhere): ask again, but only after
        // a generous wait, so that a slow pong is not mistaken later for a turn's sentinel.
        while true {
            let start = await speaker.inbox.state.lines.count
            await speaker.say("ping", in: .direct, botNick: botNick)
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

    func replies(to turn: ScriptTurn, from speaker: LiveSpeaker, timeout: Duration) async throws -> [ChatReply] {
        var marks: [String: Int] = [:]
        for other in speakers { marks[other.nick] = await other.inbox.state.lines.count }
        let mine = ChatReply.Destination.direct(nick: speaker.nick)
        let expectedPongs = turn.expectations.filter { $0.destination == mine }
            .flatMap(\.lines).filter { $0.matches("pong") }.count
        await speaker.say(turn.text, in: turn.place, botNick: botNick)
        // The sentinel: the bot answers in order, so its pong comes after every reply to the turn.
        await speaker.say("ping", in: .direct, botNick: botNick)
        let start = marks[speaker.nick] ?? 0
        try await speaker.inbox.wait(for: "the bot's replies to \"\(turn.text)\"", timeout: timeout) { state in
            state.lines.dropFirst(start).filter { $0.destination == mine && $0.text == "pong" }.count > expectedPongs
        }
        var replies: [ChatReply] = []
        for other in speakers {
            let from = marks[other.nick] ?? 0
            // Lines to different places may leave the bot's fair queue in another order than
            // they were answered: wait until each place has at least what the script expects.
            let wanted = expectedCounts(turn, seenBy: other, speaker: speaker)
            if !wanted.isEmpty {
                try await other.inbox.wait(for: "the bot's replies to \"\(turn.text)\" seen by \(other.nick)",
                                           timeout: timeout) { state in
                    let seen = state.lines.dropFirst(from)
                    return wanted.allSatisfy { destination, count in
                        seen.filter { $0.destination == destination }.count >= count
                    }
                }
            }
            var seen = Array(await other.inbox.state.lines.dropFirst(from))
            if other === speaker, let sentinel = seen.lastIndex(where: { $0.destination == mine && $0.text == "pong" }) {
                seen.remove(at: sentinel)
            }
            // Channel lines are seen by every speaker in the channel: take them from the one who spoke.
            replies += seen.filter { other === speaker || $0.destination == .direct(nick: other.nick) }
        }
        return replies
    }

    /// How many lines the script expects at each place whose lines `other` sees (its own DMs,
    /// and the channels when it is the speaker); `{...}` lines may match none.
    private func expectedCounts(_ turn: ScriptTurn, seenBy other: LiveSpeaker, speaker: LiveSpeaker)
        -> [ChatReply.Destination: Int]
    {
        var counts: [ChatReply.Destination: Int] = [:]
        for block in turn.expectations {
            let visible: Bool = switch block.destination {
            case .channel: other === speaker
            case .direct(let nick): nick == other.nick
            }
            guard visible else { continue }
            counts[block.destination, default: 0] += block.lines.filter { $0.pattern != ScriptExpectedLine.anyLines }.count
        }
        // The speaker's own sentinel pong is already waited for.
        if other === speaker { counts[.direct(nick: speaker.nick)] = nil }
        return counts
    }
}
