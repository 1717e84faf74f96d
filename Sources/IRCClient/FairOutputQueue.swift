import IRCWire

/// Lines waiting for the token bucket. Protocol traffic (PONG, CAP, JOIN...) always goes
/// first; replies are served round-robin across fairness keys (one key per user or channel),
/// so a long answer to one person cannot hold up a short answer to everybody else.
struct FairOutputQueue: Sendable {
    private var control: [IRCMessage] = []
    private var lines: [String: [IRCMessage]] = [:]
    /// Keys with waiting lines, in serving order.
    private var turn: [String] = []
    let maxPerKey: Int

    init(maxPerKey: Int) {
        self.maxPerKey = max(1, maxPerKey)
    }

    var isEmpty: Bool { control.isEmpty && turn.isEmpty }
    var count: Int { control.count + lines.values.reduce(0) { $0 + $1.count } }

    mutating func enqueueControl(_ message: IRCMessage) {
        control.append(message)
    }

    /// Returns how many of `messages` did not fit under the per-key limit (and were dropped).
    @discardableResult
    mutating func enqueue(_ messages: [IRCMessage], key: String) -> Int {
        var waiting = lines[key] ?? []
        let room = max(0, maxPerKey - waiting.count)
        waiting.append(contentsOf: messages.prefix(room))
        if lines[key] == nil, !waiting.isEmpty { turn.append(key) }
        if !waiting.isEmpty { lines[key] = waiting }
        return messages.count - min(room, messages.count)
    }

    var next: IRCMessage? {
        control.first ?? turn.first.flatMap { lines[$0]?.first }
    }

    /// Removes the message `next` returned, and moves its key to the back of the line.
    mutating func removeNext() {
        if !control.isEmpty {
            control.removeFirst()
            return
        }
        guard let key = turn.first, var waiting = lines[key] else { return }
        turn.removeFirst()
        waiting.removeFirst()
        if waiting.isEmpty {
            lines[key] = nil
        } else {
            lines[key] = waiting
            turn.append(key)
        }
    }

    mutating func removeAll() {
        control.removeAll()
        lines.removeAll()
        turn.removeAll()
    }
}
