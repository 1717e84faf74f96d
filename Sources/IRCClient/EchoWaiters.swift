import IRCWire
import NIOCore

/// Confirmed messages that were written and await the server's echo (IRCv3 echo-message).
/// The server echoes what it accepted in order, so the first waiter with the same target and
/// text is the one answered; ERR_NOSUCHNICK / ERR_CANNOTSENDTOCHAN for a target fails its waiters
/// (the message went nowhere and stays in the outbox). A waiter whose echo never comes — a
/// server that drops the message silently (callerid +g, a filter) — is failed by `expire` when
/// its time is up, so one lost echo can't hold up every alert behind it until a reconnect.
struct EchoWaiters {
    private var waiting: [(id: Int, target: String, text: String, promise: EventLoopPromise<Void>)] = []
    private var nextID = 0

    /// Whether any message waits for its echo (`receive` has nothing to do otherwise).
    var isWaiting: Bool { !waiting.isEmpty }

    /// Waits for the echo of `text` to `target`; returns the waiter's id for `expire`.
    mutating func expect(target: String, text: String, promise: EventLoopPromise<Void>) -> Int {
        nextID += 1
        waiting.append((nextID, target, text, promise))
        return nextID
    }

    /// Fails waiter `id` if its echo has not come yet: not delivered as far as we know, so it
    /// stays in the outbox. If the echo was only late, the person may get the alert twice —
    /// better than every alert behind it waiting for a reconnect.
    mutating func expire(_ id: Int) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiting.remove(at: index)
        waiter.promise.fail(IRCClientError.notDelivered("the server did not echo the message to \(waiter.target) in time"))
    }

    mutating func receive(_ message: IRCMessage, selfNick: String, caseMapping: IRCCaseMapping) {
        guard !waiting.isEmpty else { return }
        let p = message.parameters
        switch message.uppercasedCommand {
        case "PRIVMSG", "NOTICE":
            guard p.count >= 2, let nick = message.sourceNick, caseMapping.equal(nick, selfNick) else { return }
            let target = caseMapping.lowercase(p[0])
            if let index = waiting.firstIndex(where: { $0.target == target && $0.text == p[1] }) {
                waiting.remove(at: index).promise.succeed(())
            }
        case "401", "404", "406":
            guard p.count >= 2 else { return }
            let target = caseMapping.lowercase(p[1])
            fail { $0 == target }
        default:
            break
        }
    }

    mutating func failAll() {
        fail { _ in true }
    }

    private mutating func fail(where matches: (String) -> Bool) {
        let failing = waiting.filter { matches($0.target) }
        waiting.removeAll { matches($0.target) }
        for waiter in failing {
            waiter.promise.fail(IRCClientError.notDelivered("the server did not accept the message to \(waiter.target)"))
        }
    }
}
