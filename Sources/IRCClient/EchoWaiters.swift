import IRCWire
import NIOCore

/// Confirmed messages that were written and await the server's echo (IRCv3 echo-message).
/// The server echoes what it accepted in order, so the first waiter with the same target and
/// text is the one answered; ERR_NOSUCHNICK / ERR_CANNOTSENDTOCHAN for a target fails its waiters
/// (the message went nowhere and stays in the outbox).
struct EchoWaiters {
    private var waiting: [(target: String, text: String, promise: EventLoopPromise<Void>)] = []

    mutating func expect(target: String, text: String, promise: EventLoopPromise<Void>) {
        waiting.append((target, text, promise))
    }

    mutating func receive(_ message: IRCMessage, selfNick: String, caseMapping: IRCCaseMapping) {
        guard !waiting.isEmpty else { return }
        let p = message.parameters
        switch message.command.uppercased() {
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
