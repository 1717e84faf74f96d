import IRCWire
import NIOCore

/// The lines a connection has yet to write, and whether it may write them now: queued fairly
/// (`FairOutputQueue`: protocol traffic first, replies in turn per speaker) and paid for from the
/// token bucket, so the bot never floods the server off (unless the network's `flood` is off).
struct PacedOutput {
    enum Next {
        /// Write this line now; `written` is its writer's promise.
        case write(IRCMessage, written: EventLoopPromise<Void>?)
        /// The next line waits for the bucket until then.
        case wait(until: NIODeadline)
        /// Nothing is queued.
        case idle
    }

    private var queue = FairOutputQueue()
    private var bucket: TokenBucket
    private let paced: Bool

    init(flood: IRCClientConfiguration.Flood, now: NIODeadline) {
        bucket = TokenBucket(capacity: flood.burst, refillInterval: TimeAmount(flood.refillInterval), now: now)
        paced = flood.paced
    }

    var isEmpty: Bool { queue.isEmpty }

    mutating func enqueue(_ messages: [IRCMessage], key: String, written: EventLoopPromise<Void>? = nil) {
        queue.enqueue(messages, key: key, written: written)
    }

    mutating func enqueueControl(_ message: IRCMessage, written: EventLoopPromise<Void>? = nil) {
        queue.enqueueControl(message, written: written)
    }

    /// Takes the next queued line if the bucket has its tokens.
    mutating func next(now: NIODeadline) -> Next {
        guard let message = queue.next else { return .idle }
        let cost = Self.cost(of: message)
        guard !paced || bucket.take(cost, now: now) else { return .wait(until: bucket.readyTime(for: cost, now: now)) }
        return .write(message, written: queue.removeNext())
    }

    /// Whether `message` may skip the queue and be written now: nothing waits and the bucket has
    /// its tokens (taken). What queueing it and `next` would do at once, without the queue's
    /// bookkeeping (its dictionary of keys), which is most of the cost of a one-line reply.
    mutating func takeAtOnce(_ message: IRCMessage, now: NIODeadline) -> Bool {
        guard queue.isEmpty else { return false }
        return !paced || bucket.take(Self.cost(of: message), now: now)
    }

    /// Fails every queued writer (the connection closed).
    mutating func removeAll() {
        queue.removeAll()
    }

    /// Heavier commands cost more on InspIRCd (its penalty for JOIN, WHO, NAMES is higher).
    static func cost(of message: IRCMessage) -> Int {
        switch message.uppercasedCommand {
        case "JOIN", "WHO", "WHOIS", "NAMES", "MODE": 2
        default: 1
        }
    }
}
