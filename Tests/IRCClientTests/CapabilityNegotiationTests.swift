import IRCWire
import Testing
@testable import IRCClient

@Suite("CAP negotiation")
struct CapabilityNegotiationTests {
    @Test("Registration opens with CAP LS 302, NICK and USER (PASS first when configured)")
    func opening() {
        var configuration = testConfiguration()
        configuration.serverPassword = "floodpass"
        var session = IRCSession(configuration: configuration, usesTLS: true, now: t0, wallClock: wall0)
        #expect(session.start(now: t0).sent == ["PASS floodpass", "CAP LS 302", "NICK townhall", "USER townhall 0 * townhall"])
    }

    @Test("A multi-line LS is collected before one REQ for the wanted caps that are offered")
    func multiLineLS() {
        var session = IRCSession(configuration: testConfiguration(sasl: .init(mechanism: .external)), usesTLS: true, now: t0, wallClock: wall0)
        _ = session.start(now: t0)
        #expect(session.receive(line(":irc CAP * LS * :sasl=PLAIN,EXTERNAL message-tags server-time echo-message"), now: t0).isEmpty)
        let actions = session.receive(line(":irc CAP * LS :account-tag extended-join draft/unknown cap-notify"), now: t0)
        #expect(actions.sent == ["CAP REQ :account-tag cap-notify echo-message extended-join message-tags sasl server-time"])
        #expect(session.offeredCaps["sasl"] == "PLAIN,EXTERNAL")
    }

    @Test("Without SASL configured the sasl cap is not requested and ACK ends negotiation")
    func ackEnds() {
        var session = IRCSession(configuration: testConfiguration(), usesTLS: true, now: t0, wallClock: wall0)
        _ = session.start(now: t0)
        #expect(session.receive(line("CAP * LS :sasl multi-prefix"), now: t0).sent == ["CAP REQ multi-prefix"])
        #expect(session.receive(line("CAP * ACK :multi-prefix"), now: t0).sent == ["CAP END"])
        #expect(session.enabledCaps == ["multi-prefix"])
        #expect(session.phase == .registering)
    }

    @Test("Nothing wanted on offer: CAP END straight after LS")
    func nothingWanted() {
        var session = IRCSession(configuration: testConfiguration(), usesTLS: true, now: t0, wallClock: wall0)
        _ = session.start(now: t0)
        #expect(session.receive(line("CAP * LS :draft/foo bar"), now: t0).sent == ["CAP END"])
    }

    @Test("A refused group request is retried cap by cap; END comes after every answer")
    func nakRetriesSeparately() {
        var session = IRCSession(configuration: testConfiguration(), usesTLS: true, now: t0, wallClock: wall0)
        _ = session.start(now: t0)
        _ = session.receive(line("CAP * LS :batch chghost"), now: t0)
        #expect(session.receive(line("CAP * NAK :batch chghost"), now: t0).sent == ["CAP REQ batch", "CAP REQ chghost"])
        #expect(session.receive(line("CAP * ACK :batch"), now: t0).sent.isEmpty)
        #expect(session.receive(line("CAP * NAK :chghost"), now: t0).sent == ["CAP END"])
        #expect(session.enabledCaps == ["batch"])
    }

    @Test("CAP NEW requests newly offered wanted caps; CAP DEL forgets them")
    func newAndDel() {
        var session = registeredSession(caps: "cap-notify")
        #expect(session.receive(line("CAP townhall NEW :away-notify draft/x"), now: t0).sent == ["CAP REQ away-notify"])
        _ = session.receive(line("CAP townhall ACK :away-notify"), now: t0)
        #expect(session.enabledCaps.contains("away-notify"))
        _ = session.receive(line("CAP townhall DEL :away-notify"), now: t0)
        #expect(!session.enabledCaps.contains("away-notify"))
        #expect(session.offeredCaps["away-notify"] == nil)
    }

    @Test("STS over plaintext moves to the TLS port; over TLS the policy is remembered")
    func sts() {
        var plain = IRCSession(configuration: testConfiguration(), usesTLS: false, now: t0, wallClock: wall0)
        _ = plain.start(now: t0)
        #expect(plain.receive(line("CAP * LS :sts=port=6697,duration=300 batch"), now: t0).end == .upgradeToTLS(port: 6697))

        var secure = IRCSession(configuration: testConfiguration(), usesTLS: true, now: t0, wallClock: wall0)
        _ = secure.start(now: t0)
        let actions = secure.receive(line("CAP * LS :sts=duration=300"), now: t0)
        #expect(actions.contains(.rememberSTS(port: 6697, duration: .seconds(300))))
    }
}
