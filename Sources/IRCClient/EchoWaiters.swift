import IRCWire
import NIOCore

/// Every PRIVMSG and NOTICE written on a connection with IRCv3 echo-message, per target, until
/// the server answers it; the confirmed ones (outbox deliveries) with a waiter that completes
/// when the answer comes.
///
/// Why every line, not only the confirmed ones: the server answers each line to a target in the
/// order it was written, with its echo or with an error (ERR_NOSUCHNICK, ERR_CANNOTSENDTOCHAN,
/// a registered-only or callerid refusal: 477, 486, 716).
/// An error names the target, not the line, so only the order says which line it answers. A
/// reply written to a person while they were away gets ERR_NOSUCHNICK; had that error failed
/// every waiter for the person, an alert written just after they came back, and delivered,
/// would be failed too, and sent again: one alert twice. So an answer belongs to the oldest
/// unanswered line to its target.
///
/// An echo whose text matches a later line than the oldest means the lines before it went
/// nowhere (a server that drops a message silently, callerid +g, a filter): their waiters fail.
/// An echo that matches none answers the oldest (a server may rewrite text, e.g. strip colours).
/// A waiter whose answer never comes is failed by `expire` when its time is up, so one lost
/// echo can't hold up every alert behind it until a reconnect; its line stays in order.
struct EchoWaiters {
    private struct Line {
        var text: String
        var waiter: EventLoopPromise<Void>?
        var id: Int
    }

    /// Unanswered lines per case-folded target, oldest first.
    private var unanswered: [String: CircularBuffer<Line>] = [:]
    /// How many lines `unanswered` holds in all.
    private(set) var count = 0
    private var nextID = 0

    /// Lines kept per target at most: a server that never answers (echo-message on, yet no
    /// echo) must not grow this without end. The oldest goes first; its waiter, if any, fails.
    static let maxLinesPerTarget = 512
    /// Lines kept in all. A server that answers some refusals with a numeric not known here
    /// leaves a line behind per stranger written to; past this bound the lines without a waiter
    /// are forgotten (a later error to one of those targets may then fail a waiter that was not
    /// its line, as before this bookkeeping; the waiters keep their timeouts).
    static let maxLines = 8_192

    /// Whether any line waits for its answer (`receive` has nothing to do otherwise).
    var isWaiting: Bool { !unanswered.isEmpty }

    /// Records a line written to `target` (case-folded); with `waiter`, the line is the last of a
    /// confirmed message. Returns the line's id for `expire`.
    @discardableResult
    mutating func wrote(target: String, text: String, waiter: EventLoopPromise<Void>? = nil) -> Int {
        nextID += 1
        if count >= Self.maxLines { forgetLinesWithoutWaiters() }
        var lines = unanswered.removeValue(forKey: target) ?? CircularBuffer(initialCapacity: 4)
        if lines.count >= Self.maxLinesPerTarget {
            lines.removeFirst().waiter?.fail(IRCClientError.notDelivered("the server did not echo the message to \(target)"))
            count -= 1
        }
        lines.append(Line(text: text, waiter: waiter, id: nextID))
        count += 1
        unanswered[target] = lines
        return nextID
    }

    /// Fails the waiter of line `id` if its answer has not come yet: not delivered as far as we
    /// know, so it stays in the outbox. If the echo was only late, the person may get the alert
    /// twice — better than every alert behind it waiting for a reconnect. The line keeps its
    /// place, so that its late answer is not taken for the next line's.
    mutating func expire(_ id: Int, target: String) {
        guard var lines = unanswered[target], let index = lines.firstIndex(where: { $0.id == id }),
              let waiter = lines[index].waiter else { return }
        lines[index].waiter = nil
        unanswered[target] = lines
        waiter.fail(IRCClientError.notDelivered("the server did not echo the message to \(target) in time"))
    }

    mutating func receive(_ message: IRCMessage, selfNick: String, caseMapping: IRCCaseMapping) {
        guard !unanswered.isEmpty else { return }
        let p = message.parameters
        switch message.uppercasedCommand {
        case "PRIVMSG", "NOTICE":
            guard p.count >= 2, let nick = message.sourceNick, caseMapping.equal(nick, selfNick) else { return }
            echoed(p[1], to: caseMapping.lowercase(p[0]))
        case "401", "404", "406", "477", "486", "716":
            guard p.count >= 2 else { return }
            refused(caseMapping.lowercase(p[1]))
        default:
            break
        }
    }

    /// The server accepted `text` to `target`: the line with that text (lines before it went
    /// nowhere), or the oldest if none has it.
    private mutating func echoed(_ text: String, to target: String) {
        guard var lines = unanswered.removeValue(forKey: target) else { return }
        let before = lines.prefix { $0.text != text }.count
        if before < lines.count {
            for _ in 0..<before {
                lines.removeFirst().waiter?.fail(IRCClientError.notDelivered("the server dropped the message to \(target)"))
                count -= 1
            }
        }
        lines.removeFirst().waiter?.succeed(())
        count -= 1
        if !lines.isEmpty { unanswered[target] = lines }
    }

    /// The server refused the oldest unanswered line to `target`.
    private mutating func refused(_ target: String) {
        guard var lines = unanswered.removeValue(forKey: target) else { return }
        lines.removeFirst().waiter?.fail(IRCClientError.notDelivered("the server did not accept the message to \(target)"))
        count -= 1
        if !lines.isEmpty { unanswered[target] = lines }
    }

    private mutating func forgetLinesWithoutWaiters() {
        for (target, lines) in unanswered {
            let kept = CircularBuffer(lines.filter { $0.waiter != nil })
            unanswered[target] = kept.isEmpty ? nil : kept
        }
        count = unanswered.values.reduce(0) { $0 + $1.count }
    }

    /// The connection is gone: nothing unanswered will be answered.
    mutating func failAll() {
        let lines = unanswered.values.flatMap { $0 }
        unanswered.removeAll()
        count = 0
        for line in lines {
            line.waiter?.fail(IRCClientError.notDelivered("the connection closed before the server answered"))
        }
    }
}
