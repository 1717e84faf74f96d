import Chat
import Civic
import DatabaseTestSupport
import Foundation
import Import
import LetterMail
import PostgresTestServer
import SMTP
import SMTPTestServer
import Storage
import Testing
import TownhallApp

extension SMTPTestServer {
    /// This target's mail server: started by the first test that asks, exits with the test process.
    static let letters = SMTPTestServer(name: "letters")
}

/// Letters leave by real email: the chat core writes them, `LetterMailCourier` sends the queue
/// to a real SMTP server (aiosmtpd, scripts/smtpserver) over STARTTLS with a disposable CA,
/// and the tests read what the server received. Each test has its own sending address (the
/// server's faults are keyed by sender) and its own recipients.
@Suite("Letters by email to a real SMTP server")
struct LetterMailDeliveryTests {
    /// A bot with the demo data, mail routed for Sen. Schiff and Sen. Padilla, and a courier.
    struct Bot {
        let database: TownhallDatabase
        let core: ChatCore
        let clock: ManualClock
        let courier: LetterMailCourier
        let tag: String
        let from: String
        let schiff: String
        let padilla: String

        static func start(_ kind: DatabaseKind, password: String? = nil) async throws -> Bot {
            try await start(on: kind.makeDatabase(label: "letters", maxConnections: 4), password: password)
        }

        static func start(on database: TownhallDatabase, password: String? = nil) async throws -> Bot {
            let info = try await SMTPTestServer.letters.info()
            let tag = UUID().uuidString.prefix(8).lowercased()
            try await DemoData.seed(into: database)
            let from = "letters-\(tag)@townhall.test"
            let schiff = "schiff-\(tag)@senate.test", padilla = "padilla-\(tag)@senate.test"
            let rules = LetterRules(routes: ["S001150": schiff, "P000145": padilla], fromAddress: from)
            let clock = ManualClock(Date(timeIntervalSince1970: 1_793_700_000))
            let core = TownhallCore.make(database: database, clock: clock, rules: CivicRules(letters: rules))
            let client = SMTPClient(configuration: SMTPConfiguration(
                host: info.host, port: info.startTLSPort, tls: .starttls, serverName: "localhost", caFile: info.caFile,
                credentials: .init(username: info.username, password: password ?? info.password),
                heloName: "townhall.test", connectTimeout: .seconds(10), replyTimeout: .seconds(30)))
            let courier = LetterMailCourier(database: database, client: client, from: MailAddress(from, displayName: "Townhall Letters"))
            return Bot(database: database, core: core, clock: clock, courier: courier, tag: String(tag), from: from,
                       schiff: schiff, padilla: padilla)
        }

        @discardableResult
        func say(_ text: String, as nick: String = "maria") async -> [String] {
            await core.handle(ChatEvent(network: "test", sender: ChatSender(nick: nick, account: nick), place: .direct, text: text))
                .map(\.text)
        }

        /// Writes and sends a letter from `nick` to Sen. Schiff and Sen. Padilla (or those of
        /// `recipients`, the numbers the draft's list gives them); its reference.
        func sendLetter(as nick: String = "maria", to recipients: String = "1 2", body: String) async throws -> String {
            await say("zip 94110", as: nick)
            let opened = await say("draft", as: nick)
            let reference = try #require(opened.first?.split(separator: " ").first { $0.hasPrefix("L") }?.filter { $0 != "?" })
            await say(recipients, as: nick)
            await say(body, as: nick)
            await say("done", as: nick)
            await say("María Pérez", as: nick)
            let sent = await say("send", as: nick)
            try #require(sent.first == "Sent \(reference). Type letter \(reference) to see how each delivery stands.", "\(sent)")
            return String(reference)
        }

        func statuses(_ reference: String) async throws -> [LetterRecipient.Status] {
            let id = try #require(Int64(reference.dropFirst()))
            return try await database.reading { try $0.letter(id) }?.recipients.map(\.status) ?? []
        }

        func inject(_ fault: SMTPServerFault) throws {
            try SMTPTestServer.letters.inject(fault, forSender: from)
        }

        func received(_ address: String) -> [ReceivedMail] {
            SMTPTestServer.letters.receivedMail(to: address)
        }
    }

    @Test("A letter reaches each routed office once, as a proper UTF-8 email from the operator with the writer's Reply-To",
          arguments: DatabaseKind.allCases)
    func letterArrives(kind: DatabaseKind) async throws {
        let bot = try await Bot.start(kind)
        let body = "Dear {member}, the 14 Mission bus comes every 25 minutes — ¡fund transit! Sent from {my_zip}."
        let reference = try await bot.sendLetter(body: body)
        #expect(try await bot.statuses(reference) == [.queued, .queued])
        #expect(try await bot.courier.deliverDue(at: bot.clock.now()) == 2)
        #expect(try await bot.statuses(reference) == [.sent, .sent])
        for (office, name) in [(bot.schiff, "Senator Adam B. Schiff"), (bot.padilla, "Senator Alex Padilla")] {
            let mails = bot.received(office)
            try #require(mails.count == 1)
            let mail = mails[0]
            #expect(mail.envelopeFrom == bot.from)
            #expect(mail.header("From") == "Townhall Letters <\(bot.from)>")
            #expect(mail.header("To") == "<\(office)>")
            #expect(mail.header("Reply-To") == nil)  // no confirmed email yet
            #expect(mail.header("Message-ID")?.hasPrefix("<\(reference).") == true)
            #expect(mail.header("Content-Transfer-Encoding") == "quoted-printable")
            let text = MailDecoding.quotedPrintable(mail.rawBody)
            #expect(text.contains("Dear \(name), the 14 Mission bus comes every 25 minutes — ¡fund transit! Sent from 94110."))
            #expect(text.contains("María Pérez"))
        }
        // nothing is sent twice
        #expect(try await bot.courier.deliverDue(at: bot.clock.now().addingTimeInterval(3_600)) == 0)
        #expect(bot.received(bot.schiff).count == 1)
    }

    @Test("A letter to a state official goes to the email in their Open States data, once", arguments: DatabaseKind.allCases)
    func stateOfficialGetsTheDataAddress(kind: DatabaseKind) async throws {
        let bot = try await Bot.start(kind)
        let office = "senator.wiener@senate.ca.gov"  // the demo's people file for Scott Wiener
        await bot.say("draft")
        let chosen = await bot.say("Scott Wiener")
        #expect(chosen.first?.hasPrefix("L1 goes to State Senator Scott Wiener (") == true, "\(chosen)")
        await bot.say("Dear {member}, keep the 14 Mission running.")
        await bot.say("done")
        await bot.say("María Pérez")
        let sent = await bot.say("send")
        #expect(sent.contains { $0.hasSuffix(": queued by email to \(office).") }, "\(sent)")
        #expect(try await bot.courier.deliverDue(at: bot.clock.now()) == 1)
        #expect(try await bot.statuses("L1") == [.sent])
        // the test server keeps every run's mail to this fixed address: this bot's are those from its own sender
        let mails = bot.received(office).filter { $0.envelopeFrom == bot.from }
        try #require(mails.count == 1)
        #expect(mails[0].header("To") == "<\(office)>")
        #expect(MailDecoding.quotedPrintable(mails[0].rawBody).contains("Dear State Senator Scott Wiener, keep the 14 Mission running."))
        #expect(try await bot.courier.deliverDue(at: bot.clock.now().addingTimeInterval(3_600)) == 0)
    }

    @Test("email <address> mails a code; typed back, the address becomes the Reply-To of later letters",
          arguments: DatabaseKind.allCases)
    func confirmedEmailBecomesReplyTo(kind: DatabaseKind) async throws {
        let bot = try await Bot.start(kind)
        let address = "maria-\(bot.tag)@example.org"
        #expect(await bot.say("email \(address)") == ["I am mailing a 6-digit code to \(address). Type it here (it is valid 30 minutes)."])
        try await bot.courier.deliverDue(at: bot.clock.now())
        let codeMail = try #require(bot.received(address).first)
        let text = MailDecoding.quotedPrintable(codeMail.rawBody)
        let code = try #require(text.split(separator: " ").first { $0.count == 7 && $0.hasSuffix(".") && $0.dropLast().allSatisfy(\.isNumber) })
        #expect(await bot.say(String(code.dropLast())) == ["Confirmed: letters now carry \(address) as Reply-To, and copies go there."])
        let reference = try await bot.sendLetter(body: "Dear {member}, please fund libraries.")
        try await bot.courier.deliverDue(at: bot.clock.now())
        #expect(bot.received(bot.schiff).first?.header("Reply-To") == "<\(address)>")
        #expect(await bot.say("copy \(reference)") == ["A copy of \(reference) is on its way to your confirmed email."])
        try await bot.courier.deliverDue(at: bot.clock.now())
        #expect(bot.received(address).count == 2)
    }

    @Test("A 4xx waits and is retried; the letter says queued meanwhile, then sent",
          arguments: DatabaseKind.allCases)
    func temporaryFailureIsRetried(kind: DatabaseKind) async throws {
        let bot = try await Bot.start(kind)
        try bot.inject(.refuseMail(code: 451))
        let reference = try await bot.sendLetter(body: "Dear {member}, greylist me.")
        let now = bot.clock.now()
        try await bot.courier.deliverDue(at: now)
        #expect(bot.received(bot.schiff).isEmpty)
        #expect(try await bot.statuses(reference) == [.queued, .sent])  // a fault meets one transaction
        #expect(try await bot.courier.deliverDue(at: now.addingTimeInterval(30)) == 0)  // not due yet
        #expect(try await bot.courier.deliverDue(at: now.addingTimeInterval(60)) == 1)
        #expect(try await bot.statuses(reference) == [.sent, .sent])
        #expect(bot.received(bot.schiff).count == 1 && bot.received(bot.padilla).count == 1)
    }

    @Test("A 5xx fails at once and the writer is told, with the office's contact form",
          arguments: DatabaseKind.allCases)
    func permanentFailureIsReported(kind: DatabaseKind) async throws {
        let bot = try await Bot.start(kind)
        try bot.inject(.refuseRecipients(code: 550))
        let reference = try await bot.sendLetter(body: "Dear {member}, this address bounces.")
        try await bot.courier.deliverDue(at: bot.clock.now())
        #expect(try await bot.statuses(reference) == [.failed, .sent])
        let detail = await bot.say("letter \(reference)")
        #expect(detail.contains { $0.hasPrefix("Sen. Adam B. Schiff (D-CA): failed (550") }, "\(detail)")
        let maria = AccountIdentity(network: "test", name: "maria")
        let notices = try await bot.database.reading { try $0.pendingNotifications(for: maria) }.map(\.message.text)
        #expect(notices.count == 1)
        #expect(notices.first?.hasPrefix("Your letter \(reference) to Sen. Adam B. Schiff (D-CA) could not be delivered by email (550") == true)
        #expect(notices.first?.hasSuffix("You can still send it through their contact form: https://www.schiff.senate.gov") == true,
                "\(notices)")
        #expect(try await bot.courier.deliverDue(at: bot.clock.now().addingTimeInterval(86_400)) == 0)  // never retried
    }

    @Test("A connection dropped in the middle of DATA is a temporary failure: one copy arrives, later",
          arguments: DatabaseKind.allCases)
    func droppedDuringData(kind: DatabaseKind) async throws {
        let bot = try await Bot.start(kind)
        try bot.inject(.dropDuringData)
        let reference = try await bot.sendLetter(body: "Dear {member}, cut me off.")
        let now = bot.clock.now()
        try await bot.courier.deliverDue(at: now)
        #expect(try await bot.statuses(reference) == [.queued, .queued])
        try await bot.courier.deliverDue(at: now.addingTimeInterval(60))
        #expect(try await bot.statuses(reference) == [.sent, .sent])
        #expect(bot.received(bot.schiff).count == 1)
    }

    /// The bot dies after claiming mail (marked `sending`) and before recording the server's
    /// answer: the next bot sends it again with the same Message-ID once the claim's lease is
    /// over, and nothing is lost.
    @Test("Across a restart no letter is lost, and one interrupted mid-send goes again with the same Message-ID",
          arguments: DatabaseKind.allCases)
    func restartWithLettersQueued(kind: DatabaseKind) async throws {
        let first = try await Bot.start(kind)
        let reference = try await first.sendLetter(body: "Dear {member}, survive a restart.")
        let second = try await first.sendLetter(as: "jose", body: "Dear {member}, me too.")
        let interrupted = try await first.database.claimDueMail(at: first.clock.now(), limit: 1)  // the crash: claimed, never sent
        #expect(interrupted.count == 1)
        // the restarted bot: the database opened anew, a new courier with the same sending address
        let reopened = try await DatabaseKind.reopen(first.database)
        let courier = LetterMailCourier(database: reopened, client: SMTPClient(configuration: try await Self.clientConfiguration()),
                                        from: MailAddress(first.from))
        // the interrupted mail is held by its claim until the lease is over, then due again
        #expect(try await courier.deliverDue(at: first.clock.now()) == 3)
        #expect(try await courier.deliverDue(at: first.clock.now().addingTimeInterval(Storage.OutgoingMail.claimLease)) == 1)
        #expect(try await first.statuses(reference) == [.sent, .sent])
        #expect(try await first.statuses(second) == [.sent, .sent])
        let schiff = first.received(first.schiff)
        #expect(schiff.count == 2)
        #expect(Set(schiff.compactMap { $0.header("Message-ID") }).count == 2)
        #expect(schiff.contains { $0.header("Message-ID") == interrupted[0].mail.messageID }
            || first.received(first.padilla).contains { $0.header("Message-ID") == interrupted[0].mail.messageID })
    }

    /// Two bot processes share the queue and the mail server is slow: the first's batch
    /// outlasts its claim's lease. Its courier renews the claims while it sends, so the second
    /// process, one lease later, finds nothing due and the letter leaves once. Before, the
    /// second claimed and sent both mails again.
    @Test("A batch that outlasts its lease keeps its claims: a second process does not send the letter again",
          arguments: DatabaseKind.allCases)
    func slowBatchKeepsItsClaims(kind: DatabaseKind) async throws {
        let bot = try await Bot.start(kind)
        let hold = "hold-\(bot.tag)"
        try bot.inject(.holdData(until: hold))
        let reference = try await bot.sendLetter(body: "Dear {member}, take your time.")
        let log = LogRecorder()
        let slow = LetterMailCourier(database: bot.database, client: SMTPClient(configuration: try await Self.clientConfiguration()),
                                     from: MailAddress(bot.from), leaseRenewal: .milliseconds(50), logger: log.logger())
        let now = bot.clock.now()
        let sending = Task { try await slow.deliverDue(at: now) }
        try await log.wait("the claims renewed while the server holds the first mail") {
            $0.contains("letters: mail claims renewed")
        }
        let other = LetterMailCourier(database: bot.database, client: SMTPClient(configuration: try await Self.clientConfiguration()),
                                      from: MailAddress(bot.from))
        #expect(try await other.deliverDue(at: now.addingTimeInterval(Storage.OutgoingMail.claimLease)) == 0)
        try SMTPTestServer.letters.release(hold)
        #expect(try await sending.value == 2)
        #expect(try await bot.statuses(reference) == [.sent, .sent])
        #expect(bot.received(bot.schiff).count == 1 && bot.received(bot.padilla).count == 1)
        #expect(!log.messages.contains { $0.hasPrefix("letters: our claim on a mail was lost") })
    }

    /// The database goes away while the SMTP server holds the mail's DATA (as in a failover's
    /// gap) and comes back after the server accepted it: the `sent` mark that failed is held and
    /// committed once PostgreSQL is back, so the mail is not sent again with the same
    /// Message-ID once its 15-minute claim runs out.
    @Test("A mail sent while the database is away is marked sent once it is back, and never sent again")
    func sentMarkSurvivesTheDatabaseGoingAway() async throws {
        // a server of its own (seven ports past the shared test server's), since this test stops it
        let server = PostgresTestServer(name: "mailaway", port: PostgresTestServer.shared.port + 7)
        let database = try await TownhallDatabase.open(postgres: server.freshDatabaseURL(label: "mailaway"),
                                                       password: server.info().password, maxConnections: 2)
        let bot = try await Bot.start(on: database)
        let hold = "hold-\(bot.tag)"
        try bot.inject(.holdData(until: hold))
        let reference = try await bot.sendLetter(to: "1", body: "Dear {member}, mind the gap.")
        let log = LogRecorder()
        let courier = LetterMailCourier(database: database, client: SMTPClient(configuration: try await Self.clientConfiguration()),
                                        from: MailAddress(bot.from), leaseRenewal: .milliseconds(50), logger: log.logger())
        let now = bot.clock.now()
        let sending = Task { try await courier.deliverDue(at: now) }
        try await log.wait("the claim renewed while the server holds the mail") { $0.contains("letters: mail claims renewed") }
        try await server.stop()
        try SMTPTestServer.letters.release(hold)
        try await log.wait("the sent mark refused while the database is away") {
            $0.contains { $0.contains("could not be marked delivered yet") }
        }
        #expect(try await sending.value == 1)
        #expect(bot.received(bot.schiff).count == 1)

        _ = try await server.info()
        try await log.wait("the sent mark committed once the database is back") { $0.contains { $0.hasSuffix("marked delivered on a retry") } }
        #expect(try await bot.statuses(reference) == [.sent])
        // the claim's lease later, nothing is due: the mail is not sent a second time
        #expect(try await courier.deliverDue(at: now.addingTimeInterval(Storage.OutgoingMail.claimLease * 2)) == 0)
        #expect(bot.received(bot.schiff).count == 1)
        try await database.close()
        try await server.stop()
    }

    @Test("A refused login: checkLogin names it in one line, and letters stay queued",
          arguments: DatabaseKind.allCases)
    func refusedLogin(kind: DatabaseKind) async throws {
        let bot = try await Bot.start(kind, password: "wrong-password")
        let problem = try #require(await bot.courier.checkLogin())
        #expect(problem.hasPrefix("letters: the mail server 127.0.0.1:") && problem.contains("535"))
        #expect(problem.hasSuffix("letters stay queued until it accepts"))
        #expect(!problem.contains("\n"))
        let reference = try await bot.sendLetter(body: "Dear {member}, wait for the operator.")
        try await bot.courier.deliverDue(at: bot.clock.now())
        #expect(try await bot.statuses(reference) == [.queued, .queued])
        // many rounds later, still queued: the writer's letter is not failed for the operator's password
        try await bot.courier.deliverDue(at: bot.clock.now().addingTimeInterval(86_400 * 3))
        #expect(try await bot.statuses(reference) == [.queued, .queued])
    }

    static func clientConfiguration() async throws -> SMTPConfiguration {
        let info = try await SMTPTestServer.letters.info()
        return SMTPConfiguration(host: info.host, port: info.startTLSPort, tls: .starttls, serverName: "localhost", caFile: info.caFile,
                                 credentials: .init(username: info.username, password: info.password), heloName: "townhall.test")
    }
}
