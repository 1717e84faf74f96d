import IRCWire
import Testing
@testable import IRCClient

@Suite("SASL")
struct SASLTests {
    @Test("Base64 of exactly 400 bytes is followed by a lone +")
    func exactMultiple() {
        let chunks = SASLPayload.chunks([UInt8](repeating: 65, count: 300)) // 300 bytes -> 400 base64 chars
        #expect(chunks.map(\.utf8.count) == [400, 1])
        #expect(chunks.last == "+")
    }

    @Test("Longer payloads are cut at 400 bytes with no trailing +")
    func longer() {
        let chunks = SASLPayload.chunks([UInt8](repeating: 66, count: 301)) // 404 chars
        #expect(chunks.map(\.utf8.count) == [400, 4])
        let twice = SASLPayload.chunks([UInt8](repeating: 67, count: 600)) // 800 chars
        #expect(twice.map(\.utf8.count) == [400, 400, 1])
    }

    @Test("An empty payload is a single +")
    func empty() {
        #expect(SASLPayload.chunks([]) == ["+"])
    }

    @Test("Base64 matches the standard alphabet and padding")
    func base64() {
        #expect(SASLPayload.base64(Array("bot\0bot\0botpass123".utf8)) == "Ym90AGJvdABib3RwYXNzMTIz")
        #expect(SASLPayload.base64(Array("ab".utf8)) == "YWI=")
        #expect(SASLPayload.base64(Array("a".utf8)) == "YQ==")
    }

    /// A session that has asked for SASL and is waiting for `AUTHENTICATE +`.
    func authenticating(_ mechanism: IRCClientConfiguration.SASL.Mechanism,
                        onFailure: IRCClientConfiguration.SASL.FailurePolicy = .abort) -> IRCSession {
        var session = IRCSession(configuration: testConfiguration(sasl: .init(mechanism: mechanism, onFailure: onFailure)),
                                 usesTLS: true, now: t0, wallClock: wall0)
        _ = session.start(now: t0)
        _ = session.receive(line("CAP * LS :sasl=PLAIN,EXTERNAL"), now: t0)
        let actions = session.receive(line("CAP * ACK :sasl"), now: t0)
        #expect(actions.sent == ["AUTHENTICATE \(mechanism.name)"])
        return session
    }

    @Test("PLAIN: the InspIRCd-style `AUTHENTICATE :+` gets the payload, 900 and 903 finish with CAP END")
    func plainSuccess() {
        var session = authenticating(.plain(account: "bot", password: "botpass123"))
        #expect(session.receive(line("AUTHENTICATE :+"), now: t0).sent == ["AUTHENTICATE Ym90AGJvdABib3RwYXNzMTIz"])
        let logged = session.receive(line(":irc 900 townhall townhall!u@h bot :You are now logged in as bot"), now: t0)
        #expect(logged.emitted == [.loggedIn(account: "bot")])
        #expect(session.receive(line(":irc 903 townhall :SASL authentication successful"), now: t0).sent == ["CAP END"])
        #expect(session.account == "bot")
    }

    @Test("A long password goes out in 400-byte AUTHENTICATE lines")
    func plainChunked() {
        var session = authenticating(.plain(account: "bot", password: String(repeating: "p", count: 292))) // 300 bytes
        let lines = session.receive(line("AUTHENTICATE +"), now: t0).sent
        #expect(lines.count == 2)
        #expect(lines[0].utf8.count == "AUTHENTICATE ".utf8.count + 400)
        #expect(lines[1] == "AUTHENTICATE +")
    }

    @Test("EXTERNAL answers the continuation with an empty payload")
    func external() {
        var session = authenticating(.external)
        #expect(session.receive(line("AUTHENTICATE +"), now: t0).sent == ["AUTHENTICATE +"])
        #expect(session.receive(line(":irc 903 townhall :ok"), now: t0).sent == ["CAP END"])
    }

    @Test("907 (already authenticated) counts as success")
    func alreadyAuthenticated() {
        var session = authenticating(.external)
        _ = session.receive(line("AUTHENTICATE +"), now: t0)
        #expect(session.receive(line(":irc 907 townhall :already"), now: t0).sent == ["CAP END"])
    }

    @Test("Failures abort with a clear error when configured to", arguments: ["902", "904", "905", "906"])
    func failureAborts(numeric: String) {
        var session = authenticating(.plain(account: "bot", password: "x"))
        _ = session.receive(line("AUTHENTICATE +"), now: t0)
        let actions = session.receive(line(":irc \(numeric) townhall :nope"), now: t0)
        #expect(actions.emitted == [.saslFailed(reason: "\(numeric) nope")])
        #expect(actions.sent == ["QUIT :SASL login failed"])
        #expect(actions.end == .fatal(.saslFailed("\(numeric) nope")))
    }

    @Test("Failures continue without an account when configured to, and never retry", arguments: ["902", "904", "905", "906"])
    func failureContinues(numeric: String) {
        var session = authenticating(.plain(account: "bot", password: "x"), onFailure: .continueWithoutAccount)
        _ = session.receive(line("AUTHENTICATE +"), now: t0)
        let actions = session.receive(line(":irc \(numeric) townhall :nope"), now: t0)
        #expect(actions.sent == ["CAP END"])
        #expect(actions.end == nil)
        // A late second failure must not start anything again.
        #expect(session.receive(line(":irc 904 townhall :again"), now: t0).isEmpty)
        #expect(session.receive(line("AUTHENTICATE +"), now: t0).isEmpty)
        #expect(session.account == nil)
    }

    @Test("908 lists mechanisms without deciding; the 904 after it fails once")
    func mechanismList() {
        var session = authenticating(.plain(account: "bot", password: "x"), onFailure: .continueWithoutAccount)
        #expect(session.receive(line(":irc 908 townhall EXTERNAL :are available SASL mechanisms"), now: t0).sent.isEmpty)
        #expect(session.receive(line(":irc 904 townhall :failed"), now: t0).sent == ["CAP END"])
    }

    @Test("A mechanism the server does not list fails without trying")
    func mechanismNotOffered() {
        var session = IRCSession(configuration: testConfiguration(sasl: .init(mechanism: .plain(account: "a", password: "b"),
                                                                              onFailure: .continueWithoutAccount)),
                                 usesTLS: true, now: t0, wallClock: wall0)
        _ = session.start(now: t0)
        _ = session.receive(line("CAP * LS :sasl=EXTERNAL"), now: t0)
        let actions = session.receive(line("CAP * ACK :sasl"), now: t0)
        #expect(actions.sent == ["CAP END"])
        #expect(actions.emitted.count == 1)
    }

    @Test("No sasl on offer (services down) means: with abort, reconnect later rather than give up")
    func notOffered() {
        var session = IRCSession(configuration: testConfiguration(sasl: .init(mechanism: .external)), usesTLS: true, now: t0, wallClock: wall0)
        _ = session.start(now: t0)
        let actions = session.receive(line("CAP * LS :batch"), now: t0)
        #expect(actions.sent == ["CAP REQ batch"])
        #expect(session.receive(line("CAP * ACK batch"), now: t0).end
            == .reconnect("the server does not offer SASL (services down?); retrying later"))
    }
}
