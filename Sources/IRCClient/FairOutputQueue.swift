import IRCWire
import NIOCore

/// Lines waiting for the token bucket. Protocol traffic (PONG, CAP, JOIN...) always goes
/// first; replies are served round-robin across fairness keys (one key per user or channel),
/// so a long answer to one person cannot hold up a short answer to everybody else.
///
/// A group of lines may carry a promise: it succeeds when the last line has been written to
/// the socket and fails if the connection goes first. That is how a sender learns that a
/// message really left, not merely that it was queued — and how it is held back while its
/// lines wait: nothing here is ever dropped, so the queue stays short only because senders
/// wait for their promises before sending more (back-pressure).
struct FairOutputQueue: Sendable {
    private struct Entry: Sendable {
        var message: IRCMessage
        var written: EventLoopPromise<Void>?
    }

    private var control: [Entry] = []
    private var lines: [String: [Entry]] = [:]
    /// Keys with waiting lines, in serving order.
    private var turn: [String] = []

    init() {}

    var isEmpty: Bool { control.isEmpty && turn.isEmpty }
    var count: Int { control.count + lines.values.reduce(0) { $0 + $1.count } }
    /// Protocol lines waiting (PONG, JOIN, WHO, MONITOR...).
    var controlCount: Int { control.count }
    /// Lines waiting under `key`.
    func count(of key: String) -> Int { lines[key]?.count ?? 0 }

    /// Queues a protocol line ahead of every reply; `written` completes once it is written.
    mutating func enqueueControl(_ message: IRCMessage, written: EventLoopPromise<Void>? = nil) {
        control.append(Entry(message: message, written: written))
    }

    /// Queues `messages` under `key`, all of them; `written` is completed with the last one
    /// (at once when there is none).
    mutating func enqueue(_ messages: [IRCMessage], key: String, written: EventLoopPromise<Void>? = nil) {
        guard !messages.isEmpty else {
            written?.succeed(())
            return
        }
        var entries = messages.map { Entry(message: $0, written: nil) }
        entries[entries.count - 1].written = written
        if lines[key] == nil { turn.append(key) }
        lines[key, default: []].append(contentsOf: entries)
    }

    var next: IRCMessage? {
        control.first?.message ?? turn.first.flatMap { lines[$0]?.first?.message }
    }

    /// Removes the message `next` returned, and moves its key to the back of the line.
    /// Returns the promise to complete once that message is written, if it carries one.
    @discardableResult
    mutating func removeNext() -> EventLoopPromise<Void>? {
        if !control.isEmpty {
            return control.removeFirst().written
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
        for entry in control + Array(lines.values.joined()) {
            entry.written?.fail(IRCClientError.notDelivered(reason))
        }
        control.removeAll()
        lines.removeAll()
        turn.removeAll()
    }
}
