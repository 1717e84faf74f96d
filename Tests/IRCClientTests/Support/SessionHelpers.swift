import IRCWire
import NIOCore
@testable import IRCClient

/// Parses a server line written in the test (they are all well-formed).
func line(_ text: String) -> IRCMessage {
    do { return try IRCMessage(parsing: text) } catch { fatalError("bad test line \(text): \(error)") }
}

let t0 = NIODeadline.uptimeNanoseconds(1_000_000_000)
/// The wall clock when a test session starts: 2025-12-31T23:50:00Z, ten minutes before the
/// `time` stamps the tests write (2026-01-01T00:00:00Z), so those stamps are fresh.
let wall0: Int64 = 1_767_225_000_000

extension Array where Element == IRCSessionAction {
    /// Every message sent (protocol and fair), serialized, in order.
    var sent: [String] {
        compactMap {
            switch $0 {
            case .send(let message), .sendFair(let message, _): message.serialized()
            default: nil
            }
        }
    }
    var emitted: [IRCClientEvent] {
        compactMap { if case .emit(let event) = $0 { event } else { nil } }
    }
}

func testConfiguration(sasl: IRCClientConfiguration.SASL? = nil) -> IRCClientConfiguration {
    var configuration = IRCClientConfiguration(host: "irc.example", port: 6697, nick: "townhall",
                                               altNicks: ["townhall_", "townhall__"])
    configuration.sasl = sasl
    configuration.channels = [.init("#civics"), .init("#private", key: "secretkey")]
    configuration.inviteJoinAccounts = ["alice"]
    return configuration
}

/// A session taken through CAP and 001 with the given caps and ISUPPORT tokens.
func registeredSession(caps: String = "account-tag extended-join multi-prefix userhost-in-names",
                       isupport: String = "CASEMAPPING=rfc1459 PREFIX=(qaohv)~&@%+ CHANTYPES=# WHOX MONITOR=100 BOT=B",
                       configuration: IRCClientConfiguration = testConfiguration(),
                       nick: String = "townhall") -> IRCSession {
    var session = IRCSession(configuration: configuration, usesTLS: true, now: t0, wallClock: wall0)
    _ = session.start(now: t0)
    _ = session.receive(line("CAP * LS :\(caps)"), now: t0)
    _ = session.receive(line("CAP * ACK :\(caps)"), now: t0)
    _ = session.receive(line(":irc.example 001 \(nick) :Welcome"), now: t0)
    _ = session.receive(line(":irc.example 005 \(nick) \(isupport) :are supported"), now: t0)
    return session
}
