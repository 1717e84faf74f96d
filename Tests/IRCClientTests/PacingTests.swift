import IRCWire
import NIOCore
import Testing
@testable import IRCClient

@Suite("Pacing, fairness and backoff")
struct PacingTests {
    @Test("Token bucket: burst, then one token per interval, never above capacity")
    func bucket() {
        var bucket = TokenBucket(capacity: 3, refillInterval: .seconds(1), now: t0)
        #expect((0..<4).map { _ in bucket.take(now: t0) } == [true, true, true, false])
        let ready = bucket.readyTime(now: t0)
        #expect(ready == t0 + .seconds(1))
        let early = bucket.take(now: t0 + .milliseconds(999))
        let onTime = bucket.take(now: t0 + .seconds(1))
        let tooSoon = bucket.take(now: t0 + .milliseconds(1500))
        #expect([early, onTime, tooSoon] == [false, true, false])
        // a long pause refills to capacity only
        let later = t0 + .seconds(100)
        #expect((0..<4).map { _ in bucket.take(now: later) } == [true, true, true, false])
    }

    @Test("Fair queue: control first, then one line per key in turn")
    func fairQueue() {
        var queue = FairOutputQueue()
        func message(_ text: String) -> IRCMessage { IRCMessage(command: "PRIVMSG", parameters: ["t", text]) }
        queue.enqueue(["a1", "a2", "a3"].map(message), key: "a")
        queue.enqueue(["b1"].map(message), key: "b")
        queue.enqueueControl(IRCMessage(command: "PONG", parameters: ["x"]))
        queue.enqueue(["c1", "c2"].map(message), key: "c")
        var order: [String] = []
        while let next = queue.next {
            order.append(next.parameters.last!)
            queue.removeNext()
        }
        #expect(order == ["x", "a1", "b1", "c1", "a2", "c2", "a3"])
    }

    @Test("Fair queue keeps every line however many wait under one key (issue 16: 4,843 were dropped)")
    func fairQueueKeepsEverything() {
        var queue = FairOutputQueue()
        for round in 1...250 {
            queue.enqueue([IRCMessage(command: "PRIVMSG", parameters: ["#perf", "pong \(round)"])], key: "#perf")
        }
        #expect(queue.count(of: "#perf") == 250)
        var served: [String] = []
        while let next = queue.next {
            served.append(next.parameters[1])
            queue.removeNext()
        }
        #expect(served == (1...250).map { "pong \($0)" })
    }

    @Test("Backoff doubles up to the maximum and applies jitter both ways")
    func backoff() {
        var backoff = ReconnectBackoff(.init(minDelay: .seconds(1), maxDelay: .seconds(10), jitter: 0.5))
        let middle = (0..<6).map { _ in backoff.nextDelay(random: 0.5) }
        #expect(middle == [.seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(10), .seconds(10)])
        backoff.reset()
        #expect(backoff.nextDelay(random: 0) == .milliseconds(500))
        #expect(backoff.nextDelay(random: 1) == .seconds(3))
    }

    @Test("STS policies survive in their JSON file and a zero duration removes them")
    func stsStore() throws {
        let path = FileManagerPath.temporary("sts-\(UInt64.random(in: 0...UInt64.max)).json")
        var store = STSPolicyStore(path: path)
        try store.remember(host: "IRC.example", port: 6697, duration: .seconds(3600))
        let reloaded = STSPolicyStore(path: path)
        #expect(reloaded.policy(for: "irc.example")?.port == 6697)
        var again = reloaded
        try again.remember(host: "irc.example", port: 6697, duration: .zero)
        #expect(STSPolicyStore(path: path).policy(for: "irc.example") == nil)
    }
}

import Foundation

enum FileManagerPath {
    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent(name).path
    }
}

@Suite("TLS name check")
struct TLSNameCheckTests {
    @Test("DNS names match exactly or through a one-label wildcard", arguments: [
        ("irc.example.org", "irc.example.org", true),
        ("IRC.Example.org", "irc.example.org", true),
        ("irc.example.org", "*.example.org", true),
        ("a.irc.example.org", "*.example.org", false),
        ("wrong.example", "localhost", false),
        ("example.org", "*.example.org", false),
    ])
    func matching(expected: String, pattern: String, matches: Bool) {
        #expect(IRCTLSNameCheck(expectedName: expected).matches(pattern) == matches)
    }
}
