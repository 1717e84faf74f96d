import IRCWire
import NIOCore

/// Lines waiting for the token bucket. Protocol traffic (PONG, CAP, JOIN...) always goes
/// first; replies are served round-robin across fairness keys (one key per user or channel),
/// so a long answer to one person cannot hold up a short answer to everybody else.
///
/// A group of lines may carry a promise: it succeeds when the last line has been written to
/// the socket and fails if the lines are dropped first (queue full, connection gone). That is
/// how a sender learns that a message really left, not merely that it was queued.
struct FairOutputQueue: Sendable {
    private struct Entry: Sendable {
        var message: IRCMessage
        var written: EventLoopPromise<Void>?
    }

    private var control: [IRCMessage] = []
    private var lines: [String: [Entry]] = [:]
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

    /// Queues `messages` under `key`; `written` is completed with the last of them.
    /// Returns how many did not fit under the per-key limit (and were dropped); when any was
    /// dropped, `written` fails at once, since the whole text can no longer arrive.
    @discardableResult
    mutating func enqueue(_ messages: [IRCMessage], key: String, written: EventLoopPromise<Void>? = nil) -> Int {
        var waiting = lines[key] ?? []
        let room = max(0, maxPerKey - waiting.count)
        let accepted = Array(messages.prefix(room))
        let dropped = messages.count - accepted.count
        var entries = accepted.map { Entry(message: $0, written: nil) }
        if dropped == 0, !entries.isEmpty {
            entries[entries.count - 1].written = written
        } else {
            written?.fail(IRCClientError.notDelivered("the output queue for \(key) is full"))
        }
        waiting.append(contentsOf: entries)
        if lines[key] == nil, !waiting.isEmpty { turn.append(key) }
        if !waiting.isEmpty { lines[key] = waiting }
        return dropped
    }

    var next: IRCMessage? {
        control.first ?? turn.first.flatMap { lines[$0]?.first?.message }
    }

    /// Removes the message `next` returned, and moves its key to the back of the line.
    /// Returns the promise to complete once that message is written, if it carries one.
    @discardableResult
    mutating func removeNext() -> EventLoopPromise<Void>? {
        if !control.isEmpty {
            control.removeFirst()
            return nil
        }
        guard let key = turn.first, var waiting = lines[key] else { return nil }
        turn.removeFirst()
        let entry = waiting.removeFirst()
        if waiting.isEmpty {
            lines[key] = nil
        } else {
            lines[key] = waiting
            turn.append(key)
        }
        return entry.written
    }

    /// Drops everything; the promises of dropped lines fail with `reason`.
    mutating func removeAll(reason: String = "the connection closed") {
        for entry in lines.values.joined() {
            entry.written?.fail(IRCClientError.notDelivered(reason))
        }
        control.removeAll()
        lines.removeAll()
        turn.removeAll()
    }
}
