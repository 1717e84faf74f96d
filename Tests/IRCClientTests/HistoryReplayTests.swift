import IRCWire
import NIOCore
import Testing
@testable import IRCClient

/// A bouncer's playback or a server's chathistory replay sends old lines again: they must never
/// be run as commands a second time (an `!up`, a `report`, an `email`).
@Suite("History replays are not commands")
struct HistoryReplayTests {
    /// A session whose 001 is stamped by the server at 12:00:00 (the bot's own clock, `wall0`,
    /// is eleven months behind: the server's stamp is the reference, not the bot's clock).
    func session(welcomeTime: String? = "2026-11-26T12:00:00.000Z") -> IRCSession {
        var session = IRCSession(configuration: testConfiguration(), usesTLS: true, now: t0, wallClock: wall0)
        _ = session.start(now: t0)
        let caps = "account-tag batch server-time message-tags"
        _ = session.receive(line("CAP * LS :\(caps)"), now: t0)
        _ = session.receive(line("CAP * ACK :\(caps)"), now: t0)
        let stamp = welcomeTime.map { "@time=\($0) " } ?? ""
        _ = session.receive(line("\(stamp):irc.example 001 townhall :Welcome"), now: t0)
        _ = session.receive(line(":irc.example 005 townhall CHANTYPES=# CASEMAPPING=rfc1459 :are supported"), now: t0)
        return session
    }

    func privmsgTexts(_ actions: [IRCSessionAction]) -> [String] {
        actions.emitted.compactMap { if case .privmsg(let message) = $0 { message.text } else { nil } }
    }

    func logs(_ actions: [IRCSessionAction]) -> [String] {
        actions.compactMap { if case .log(let text) = $0 { text } else { nil } }
    }

    @Test("Lines in a chathistory or znc.in/playback batch are skipped, counted, and logged once when it closes",
          arguments: ["chathistory", "znc.in/playback", "draft/chathistory"])
    func historyBatch(type: String) {
        var session = session()
        #expect(session.receive(line("BATCH +r1 \(type) #civics"), now: t0).isEmpty)
        let replayed = [
            "@batch=r1;time=2026-11-26T11:00:00.000Z;account=alice :alice!a@h PRIVMSG #civics :!up 7",
            // a stamp after registration does not make a line in a history batch live
            "@batch=r1;time=2026-11-26T12:00:05.000Z :alice!a@h PRIVMSG townhall :email a@example.org",
            "@batch=r1 :alice!a@h PRIVMSG townhall :\u{1}VERSION\u{1}",
            "@batch=r1 :bob!b@h NOTICE townhall :hello from the past",
        ]
        for text in replayed { #expect(session.receive(line(text), now: t0).isEmpty, "\(text)") }
        let close = session.receive(line("BATCH -r1"), now: t0)
        #expect(logs(close) == ["skipped 4 replayed messages of history batch r1: history is never run as commands"])
        #expect(session.replays.skipped == 4)
        let fresh = session.receive(line("@time=2026-11-26T12:00:06.000Z :alice!a@h PRIVMSG #civics :!up 7"), now: t0)
        #expect(privmsgTexts(fresh) == ["!up 7"])
        // the batch is closed: a line naming it again is judged by its stamp alone
        #expect(privmsgTexts(session.receive(line("@batch=r1 :alice!a@h PRIVMSG #civics :!ping"), now: t0)) == ["!ping"])
    }

    @Test("Batches nest: a batch inside a history batch is history, a history batch inside another kind is too")
    func nestedBatches() {
        var session = session()
        _ = session.receive(line("BATCH +outer chathistory #civics"), now: t0)
        _ = session.receive(line("@batch=outer BATCH +inner example/grouping"), now: t0)
        #expect(session.receive(line("@batch=inner :alice!a@h PRIVMSG #civics :!up 1"), now: t0).isEmpty)
        #expect(session.receive(line("BATCH -inner"), now: t0).isEmpty)  // counted with the outer one
        #expect(logs(session.receive(line("BATCH -outer"), now: t0))
            == ["skipped 1 replayed message of history batch outer: history is never run as commands"])

        _ = session.receive(line("BATCH +lr labeled-response"), now: t0)
        _ = session.receive(line("@batch=lr BATCH +h chathistory townhall"), now: t0)
        #expect(session.receive(line("@batch=h :alice!a@h PRIVMSG townhall :report line 94110 long wait"), now: t0).isEmpty)
        #expect(privmsgTexts(session.receive(line("@batch=lr :alice!a@h PRIVMSG townhall :!ping"), now: t0)) == ["!ping"])
        _ = session.receive(line("BATCH -h"), now: t0)
        _ = session.receive(line("BATCH -lr"), now: t0)
        #expect(session.replays.skipped == 2)
    }

    @Test("Lines in other batches (a netjoin, an unknown reference) are live")
    func otherBatches() {
        var session = session()
        _ = session.receive(line("BATCH +n netjoin irc1.example irc2.example"), now: t0)
        #expect(privmsgTexts(session.receive(line("@batch=n :alice!a@h PRIVMSG #civics :!ping"), now: t0)) == ["!ping"])
        #expect(privmsgTexts(session.receive(line("@batch=nope :alice!a@h PRIVMSG #civics :!pong"), now: t0)) == ["!pong"])
        #expect(session.replays.skipped == 0)
    }

    /// The 001 was stamped 12:00:00.000 by the server; ten seconds of skew are allowed.
    @Test("A line stamped before registration (beyond ten seconds of skew) is skipped; later ones are live",
          arguments: [
              ("2026-11-26T11:00:00.000Z", false),
              ("2025-06-01T12:00:00Z", false),
              ("2026-11-26T11:59:49.999Z", false),
              ("2026-11-26T11:59:50.000Z", true),
              ("2026-11-26T11:59:58.500Z", true),
              ("2026-11-26T12:00:00.001Z", true),
              ("2026-11-27T08:00:00Z", true),
              ("yesterday-at-noon", true),
          ])
    func oldStamps(time: String, live: Bool) {
        var session = session()
        let actions = session.receive(line("@time=\(time) :alice!a@h PRIVMSG #civics :!up 3"), now: t0)
        #expect(privmsgTexts(actions) == (live ? ["!up 3"] : []))
        #expect(session.replays.skipped == (live ? 0 : 1))
    }

    @Test("Without a stamp on the 001, the bot's own clock at registration is the reference")
    func ownClockWithoutStampedWelcome() {
        var session = session(welcomeTime: nil)  // registered at wall0 = 2025-12-31T23:50:00Z
        #expect(session.receive(line("@time=2025-12-31T23:49:49Z :alice!a@h PRIVMSG #civics :!up 1"), now: t0).isEmpty)
        #expect(privmsgTexts(session.receive(line("@time=2025-12-31T23:49:51Z :alice!a@h PRIVMSG #civics :!up 2"), now: t0))
            == ["!up 2"])
        #expect(privmsgTexts(session.receive(line(":alice!a@h PRIVMSG #civics :!up 3"), now: t0)) == ["!up 3"])
    }

    @Test("A burst of old-stamped lines is logged in one line at the next tick, then nothing more")
    func staleBurstLoggedOnce() {
        var session = session()
        for index in 1...3 {
            #expect(session.receive(line("@time=2026-11-26T10:0\(index):00Z :alice!a@h PRIVMSG #civics :!up \(index)"), now: t0).isEmpty)
        }
        let later = t0 + .milliseconds(500)
        #expect(logs(session.tick(now: later)) == [
            "skipped 3 messages stamped before this connection registered (more than 10 s): "
                + "a replay of history is never run as commands",
        ])
        #expect(logs(session.tick(now: later + .milliseconds(500))).isEmpty)
        #expect(session.replays.skipped == 3)
    }

    @Test("Open batches are bounded: a server that never closes them cannot grow the table")
    func openBatchesBounded() {
        var session = session()
        for index in 0..<(HistoryReplayFilter.openBatchLimit + 50) {
            _ = session.receive(line("BATCH +b\(index) netjoin a b"), now: t0)
        }
        _ = session.receive(line("BATCH +late chathistory #civics"), now: t0)
        // beyond the bound the batch is not tracked: its lines are judged by their stamps alone
        #expect(session.receive(line("@batch=late;time=2026-11-26T09:00:00Z :alice!a@h PRIVMSG #civics :!up 1"), now: t0).isEmpty)
        #expect(privmsgTexts(session.receive(line("@batch=late :alice!a@h PRIVMSG #civics :!ping"), now: t0)) == ["!ping"])
    }
}
