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
        // The bot may still be connecting (our ping then goes nowhere): ask again every few seconds.
        while true {
            let start = await speaker.inbox.state.lines.count
            await speaker.say("ping", in: .direct, botNick: botNick)
            do {
                try await speaker.inbox.wait(for: "\(botNick) to answer ping", timeout: .seconds(3)) { state in
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
            let expected = turn.expectations.filter { $0.destination == .direct(nick: other.nick) }.flatMap(\.lines).count
            let from = marks[other.nick] ?? 0
            if other !== speaker, expected > 0 {
                // DMs to other people travel on their own connections; wait until they are there.
                try await other.inbox.wait(for: "DMs to \(other.nick)", timeout: timeout) { state in
                    state.lines.dropFirst(from).filter { $0.destination == .direct(nick: other.nick) }.count >= expected
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
}
