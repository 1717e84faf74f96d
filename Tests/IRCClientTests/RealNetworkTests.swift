import Foundation
import IRCTestNetwork
import IRCWire
import Testing
@testable import IRCClient

/// Against the real InspIRCd + Atheme network (scripts/ircnet). Serialized: the tests share
/// one server and the restart test takes it away for a moment.
@Suite("Real network", .serialized)
struct RealNetworkTests {
    @Test("TLS with the test CA registers, and SASL PLAIN logs in (903, account known)")
    func tlsAndSASLPlain() async throws {
        let net = try await TestNetwork.shared.info()
        let started = ContinuousClock.now
        let bot = RunningClient.start(net.configuration(nick: "tlsbot", sasl: .plain("bot", "botpass123")))
        let login = try await bot.log.next("SASL login") { $0 == .loggedIn(account: "bot") }
        #expect(login == .loggedIn(account: "bot"))
        try await bot.waitRegistered()
        print("figure: TLS + SASL PLAIN connect to 001 took \(ContinuousClock.now - started)")
        #expect(bot.client.account == "bot")
        #expect(bot.client.hasServices)
        #expect(bot.client.currentNick == "tlsbot")
        await bot.stop()
    }

    @Test("A certificate from an unrelated CA is refused with a clear error")
    func wrongCA() async throws {
        let net = try await TestNetwork.shared.info()
        var configuration = net.configuration(nick: "wrongca")
        configuration.caFile = net.otherCAFile
        let bot = RunningClient.start(configuration)
        let error = try await bot.failure()
        guard case .tlsRefused(_, let name, _)? = error as? IRCClientError else {
            Issue.record("expected a TLS refusal, got \(String(describing: error))")
            return
        }
        #expect(name == "localhost")
        #expect((error as? IRCClientError)?.description.contains("ca_file") == true)
    }

    @Test("A certificate that does not name the server is refused")
    func wrongHostName() async throws {
        let net = try await TestNetwork.shared.info()
        var configuration = net.configuration(nick: "wronghost")
        configuration.serverName = "wrong.example"
        let bot = RunningClient.start(configuration)
        let error = try await bot.failure()
        guard case .tlsRefused(_, let name, _)? = error as? IRCClientError else {
            Issue.record("expected a TLS refusal, got \(String(describing: error))")
            return
        }
        #expect(name == "wrong.example")
    }

    @Test("A wrong SASL password stops the client when configured to abort (904)")
    func saslFailureAborts() async throws {
        let net = try await TestNetwork.shared.info()
        let bot = RunningClient.start(net.configuration(nick: "badpass", sasl: .plain("bot", "wrong-password")))
        let error = try await bot.failure()
        guard case .saslFailed(let reason)? = error as? IRCClientError else {
            Issue.record("expected a SASL failure, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("904"))
        let events = await bot.log.events
        #expect(!events.contains { if case .registered = $0 { true } else { false } })
    }

    @Test("A wrong SASL password continues without an account when configured so")
    func saslFailureContinues() async throws {
        let net = try await TestNetwork.shared.info()
        let bot = RunningClient.start(net.configuration(
            nick: "guestbot", sasl: .plain("bot", "wrong-password", onFailure: .continueWithoutAccount)))
        _ = try await bot.log.next("SASL failure") {
            if case .saslFailed = $0 { true } else { false }
        }
        try await bot.waitRegistered()
        #expect(bot.client.account == nil)
        let loggedIn = await bot.log.events.contains { if case .loggedIn = $0 { true } else { false } }
        #expect(!loggedIn)
        await bot.stop()
    }

    @Test("Join, see who is logged in, and answer in the channel and in a DM")
    func accountsAndReplies() async throws {
        let net = try await TestNetwork.shared.info()
        let channel = "#townhall-replies"
        let bot = RunningClient.start(net.configuration(nick: "replybot", sasl: .plain("bot", "botpass123"),
                                                        channels: [channel]), respond: true)
        try await bot.waitJoined(channel)
        var aliceConfiguration = net.configuration(nick: "alice", sasl: .plain("alice", "alicepass123"), channels: [channel])
        aliceConfiguration.setBotMode = false // a person, so the bot must not ignore her
        aliceConfiguration.ignoreBots = false // and she wants to read the bot's answers
        let alice = RunningClient.start(aliceConfiguration)
        try await alice.waitJoined(channel)
        let (botNick, aliceNick) = (bot.client.currentNick, alice.client.currentNick)

        await alice.client.sendMessage("!ping", to: channel, fairnessKey: channel)
        let heard = try await bot.waitMessage { $0.text == "!ping" && !$0.isDirect }
        #expect(heard.account == "alice")
        #expect(heard.nick == aliceNick)
        #expect(heard.target == channel)
        let channelReply = try await alice.waitMessage { $0.nick == botNick && $0.target == channel }
        #expect(channelReply.text == "\(aliceNick): pong")
        #expect(channelReply.account == "bot")
        #expect(channelReply.isBot)
        #expect(bot.client.account(ofNick: aliceNick) == "alice")

        await alice.client.sendMessage("!ping", to: botNick, fairnessKey: "dm")
        let dm = try await bot.waitMessage { $0.isDirect && $0.text == "!ping" }
        #expect(dm.account == "alice")
        let dmReply = try await alice.waitMessage { $0.nick == botNick && $0.isDirect }
        #expect(dmReply.text == "pong")

        // Someone not logged in: their messages carry no account.
        let guest = try await RawIRCUser.connect(host: net.host, port: net.plainPort)
        try await guest.session { lines, out in
            try await out.send("NICK", "guest1")
            try await out.send("USER", "guest1", "0", "*", "Guest")
            _ = try await lines.next { $0.command == "001" }
            try await out.send("JOIN", channel)
            _ = try await lines.next { $0.command == "366" }
            try await out.send("PRIVMSG", channel, "!ping")
            _ = try await lines.next { $0.command == "PRIVMSG" && $0.parameters.last == "guest1: pong" }
            try await out.send("QUIT", "bye")
        }
        let fromGuest = try await bot.waitMessage { $0.nick == "guest1" }
        #expect(fromGuest.account == nil)
        await alice.stop()
        await bot.stop()
    }

    @Test("Nick collision: the second client takes an alternate, then regains the nick when it frees up")
    func nickCollision() async throws {
        let net = try await TestNetwork.shared.info()
        let first = RunningClient.start(net.configuration(nick: "twin"))
        #expect(try await first.waitRegistered() == "twin")
        var configuration = net.configuration(nick: "twin")
        configuration.altNicks = ["twin_alt"]
        configuration.nickRegainInterval = .seconds(600) // regain must come from QUIT/MONITOR, not the timer
        let second = RunningClient.start(configuration)
        #expect(try await second.waitRegistered() == "twin_alt")
        await first.stop()
        _ = try await second.log.next("nick regained") { $0 == .nickChanged("twin") }
        #expect(second.client.currentNick == "twin")
        await second.stop()
    }

    @Test("20 default-class users send !ping at once: all answered, the bot is never disconnected")
    func twentyUsersAtOnce() async throws {
        let net = try await TestNetwork.shared.info()
        let bot = RunningClient.start(net.configuration(nick: "busybot", sasl: .plain("bot", "botpass123")), respond: true)
        try await bot.waitRegistered()
        let gate = StartGate(count: 20)
        let times = try await withThrowingTaskGroup(of: (sent: ContinuousClock.Instant, answered: ContinuousClock.Instant).self) { group in
            for index in 1...20 {
                group.addTask {
                    let nick = String(format: "u%02d", index)
                    let user = try await RawIRCUser.connect(host: net.host, port: net.plainPort)
                    return try await user.session { lines, out in
                        try await out.send("NICK", nick)
                        try await out.send("USER", nick, "0", "*", "load user")
                        _ = try await lines.next { $0.command == "001" }
                        await gate.arrive()
                        let sent = ContinuousClock.now
                        try await out.send("PRIVMSG", "busybot", "!ping")
                        _ = try await lines.next { $0.command == "PRIVMSG" && $0.sourceNick == "busybot" && $0.parameters.last == "pong" }
                        let answered = ContinuousClock.now
                        try await out.send("QUIT", "done")
                        return (sent, answered)
                    }
                }
            }
            var all: [(sent: ContinuousClock.Instant, answered: ContinuousClock.Instant)] = []
            for try await time in group { all.append(time) }
            return all
        }
        #expect(times.count == 20)
        let first = times.map(\.sent).min()!, last = times.map(\.answered).max()!
        let waits = times.map { $0.answered - $0.sent }
        print("figure: 20 simultaneous !ping all answered \(last - first) after the first was sent; fastest reply \(waits.min()!), slowest \(waits.max()!)")
        let events = await bot.log.events
        #expect(!events.contains { if case .disconnected = $0 { true } else { false } })
        #expect(bot.client.isRegistered)
        await bot.stop()
    }

    @Test("The server restarts mid-session: the bot reconnects, rejoins and answers again")
    func serverRestart() async throws {
        let net = try await TestNetwork.shared.info()
        let channel = "#townhall-restart"
        let bot = RunningClient.start(net.configuration(nick: "phoenix", sasl: .plain("bot", "botpass123"),
                                                        channels: [channel]), respond: true)
        try await bot.waitJoined(channel)
        let restarted = ContinuousClock.now
        try await TestNetwork.shared.restartServer()
        _ = try await bot.log.next("disconnect") { if case .disconnected = $0 { true } else { false } }
        try await bot.waitRegistered()
        try await bot.waitJoined(channel)
        print("figure: back in \(channel) \(ContinuousClock.now - restarted) after the restart began")
        let user = try await RawIRCUser.connect(host: net.host, port: net.plainPort)
        try await user.session { lines, out in
            try await out.send("NICK", "returner")
            try await out.send("USER", "returner", "0", "*", "Returner")
            _ = try await lines.next { $0.command == "001" }
            try await out.send("JOIN", channel)
            _ = try await lines.next { $0.command == "366" }
            try await out.send("PRIVMSG", channel, "!ping")
            let reply = try await lines.next { $0.command == "PRIVMSG" && $0.sourceNick == bot.client.currentNick }
            #expect(reply.parameters.last == "returner: pong")
            try await out.send("QUIT", "bye")
        }
        await bot.stop()
    }
}

/// Lets N tasks wait until all of them have arrived, so they act at the same moment.
actor StartGate {
    private let count: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        self.count = count
    }

    func arrive() async {
        await withCheckedContinuation { continuation in
            waiting.append(continuation)
            if waiting.count == count {
                waiting.forEach { $0.resume() }
                waiting.removeAll()
            }
        }
    }
}
