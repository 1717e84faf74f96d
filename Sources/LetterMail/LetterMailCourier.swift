import Civic
import Foundation
import Logging
import SMTP
import Storage

/// Sends the outgoing-mail queue (letters to offices with an email route, copies, confirmation
/// codes) through the operator's SMTP server.
///
/// What it guarantees: a mail is marked `sending` (committed) before its SMTP transaction and
/// `sent` only after the server accepted it, so nothing queued is ever lost; the one repeat is
/// a bot dying between the server's acceptance and our commit — that mail goes again with the
/// same Message-ID once its claim runs out, which lets the receiving side recognise it. A
/// database that is away at that moment (a failover) is no such repeat: the `sent` mark is held
/// and retried until it commits (`markSent`). Temporary refusals (4xx, a cut
/// connection, a timeout) wait by `MailRetryPolicy`; permanent ones (5xx) fail at once and
/// tell the writer in a DM (through the notification outbox, in the same transaction). When
/// the server refuses our own login or certificate, no letter is to blame: everything stays
/// queued and is tried again later, whatever the attempts.
///
/// Several bot processes may share one queue: each mail is claimed for a lease, and while a
/// batch is being sent the courier renews the lease of its claims (every `leaseRenewal`), so a
/// slow batch is not claimed and sent again by another process. An outcome is recorded only
/// while this courier's claim still holds; one whose claim was lost is logged and dropped.
public actor LetterMailCourier {
    private let database: TownhallDatabase
    private let client: SMTPClient
    private let from: MailAddress
    private let policy: MailRetryPolicy
    private let logger: Logger
    /// Mails sent per connection at most (one SMTP session each round).
    private let batchSize: Int
    /// How long a claim holds a mail before another deliverer may take it.
    private let lease: TimeInterval
    /// How often the claims of a batch being sent are renewed: well within `lease`.
    private let leaseRenewal: Duration

    public init(database: TownhallDatabase, client: SMTPClient, from: MailAddress, policy: MailRetryPolicy = MailRetryPolicy(),
                batchSize: Int = 50, lease: TimeInterval = Storage.OutgoingMail.claimLease, leaseRenewal: Duration? = nil,
                logger: Logger = Logger(label: "townhall.letters")) {
        self.database = database
        self.client = client
        self.from = from
        self.policy = policy
        self.batchSize = max(1, batchSize)
        self.lease = lease
        self.leaseRenewal = leaseRenewal ?? .seconds(lease / 3)
        self.logger = logger
    }

    /// Delivers what is due every `interval` until cancelled.
    public func run(every interval: Duration = .seconds(5), now: @escaping @Sendable () -> Date = Date.init) async {
        while !Task.isCancelled {
            do {
                while try await deliverDue(at: now()) == batchSize {}  // a full batch: more may be waiting
            } catch {
                logger.error("letters: the mail queue could not be read or written: \(error)")
            }
            try? await Task.sleep(for: interval)
        }
    }

    /// One round: claims up to `batchSize` due mails, sends them over one connection, records
    /// each outcome. Returns how many it claimed.
    @discardableResult
    public func deliverDue(at now: Date) async throws -> Int {
        let claimed = try await database.claimDueMail(at: now, limit: batchSize, lease: lease)
        guard !claimed.isEmpty else { return 0 }
        let messages = claimed.map { item in
            SMTP.OutgoingMail(MailMessage(from: from, to: [MailAddress(item.mail.to)], replyTo: item.mail.replyTo.map { MailAddress($0) },
                                          subject: item.mail.subject, body: item.mail.body, date: now,
                                          messageID: item.mail.messageID),
                              from: from.address, to: [item.mail.to])
        }
        let renewal = Task { await keepClaims(claimed, claimedAt: now) }
        let results = await client.send(messages)
        renewal.cancel()
        await renewal.value
        for (item, result) in zip(claimed, results) {
            if case .success = result {
                await markSent(item, at: now)
                continue
            }
            do {
                try await record(try await outcome(of: result, for: item, at: now), of: item, at: now)
            } catch {
                logger.error("letters: a mail's failed attempt could not be recorded; it is tried again once its claim runs out: \(error)",
                             metadata: ["message-id": "\(item.mail.messageID)"])
            }
        }
        return claimed.count
    }

    /// Records that the server accepted `item`. When the database is away (a failover's gap, a
    /// restart), the mark is held and retried while the claim lasts (`DeliveredMark`), instead
    /// of the mail going again with the same Message-ID once its claim runs out; only a process
    /// that dies before the mark commits still sends it that second time. Returns once the first
    /// attempt is over; the retries' task, if any, for tests.
    @discardableResult
    func markSent(_ item: ClaimedMail, at now: Date) async -> Task<Bool, Never>? {
        let (database, logger) = (database, logger)
        // the claim holds at least one lease from the last renewal, which is at most
        // `leaseRenewal` ago
        return await DeliveredMark.commit("letters: mail \(item.mail.messageID) was sent but", lease: .seconds(lease) - leaseRenewal,
                                          logger: logger) {
            try await Self.record(.sent, of: item, at: now, in: database, logger: logger)
        }
    }

    private func record(_ result: MailAttemptResult, of item: ClaimedMail, at now: Date) async throws {
        try await Self.record(result, of: item, at: now, in: database, logger: logger)
    }

    /// Commits an attempt's outcome while this courier's claim holds; one whose claim was lost
    /// is logged and dropped, so committing it twice changes nothing.
    private static func record(_ result: MailAttemptResult, of item: ClaimedMail, at now: Date, in database: TownhallDatabase,
                               logger: Logger) async throws {
        if try await !database.completeMail(item, result, at: now) {
            logger.warning("letters: our claim on a mail was lost (its lease ran out and another deliverer took it); this attempt's outcome is not recorded",
                           metadata: ["message-id": "\(item.mail.messageID)"])
        }
    }

    /// Renews the lease of `claims` every `leaseRenewal` until cancelled (when the batch's
    /// SMTP session is over). The new lease runs from the time elapsed since `claimedAt`, on
    /// the same clock the claim used, so tests with a fixed clock see the same arithmetic.
    private func keepClaims(_ claims: [ClaimedMail], claimedAt: Date) async {
        let started = ContinuousClock.now
        while true {
            do { try await Task.sleep(for: leaseRenewal) } catch { return }
            let elapsed = ContinuousClock.now - started
            let at = claimedAt.addingTimeInterval(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            do {
                let held = try await database.renewMailClaims(claims, until: at.addingTimeInterval(lease), at: at)
                logger.debug("letters: mail claims renewed", metadata: ["held": "\(held)", "of": "\(claims.count)"])
            } catch {
                logger.warning("letters: the claims on mail being sent could not be renewed: \(error)")
            }
        }
    }

    private func outcome(of result: Result<SMTPDelivery, SMTPError>, for item: ClaimedMail, at now: Date) async throws
        -> MailAttemptResult {
        switch result {
        case .success:
            logger.debug("letters: mail delivered", metadata: ["message-id": "\(item.mail.messageID)", "purpose": "\(item.mail.purpose)"])
            return .sent
        case .failure(let error):
            let reason = Self.reason(error)
            switch error.kind {
            case .authenticationFailed, .insecure:
                logger.error("letters: the mail server refused us (\(reason)); mail stays queued")
                return .retry(at: now.addingTimeInterval(policy.delay(after: item.attempts)), reason: reason)
            case .temporary where item.attempts < policy.maxAttempts:
                logger.warning("letters: temporary failure, will retry", metadata: ["message-id": "\(item.mail.messageID)", "reason": "\(reason)"])
                return .retry(at: now.addingTimeInterval(policy.delay(after: item.attempts)), reason: reason)
            case .temporary, .permanent, .invalidMessage:
                let final = error.kind == .temporary ? "gave up after \(item.attempts) attempts: \(reason)" : reason
                logger.warning("letters: mail failed", metadata: ["message-id": "\(item.mail.messageID)", "reason": "\(final)"])
                guard item.owner != nil else { return .failed(reason: final, notice: nil) }
                let mail = item.mail
                let notice = try await database.reading { try MailFailureText.notice(for: mail, reason: final, in: $0) }
                return .failed(reason: final, notice: notice)
            }
        }
    }

    /// "550 5.1.1 no such user", or what happened when there was no reply.
    static func reason(_ error: SMTPError) -> String {
        [error.code.map(String.init), error.enhancedCode, error.text].compactMap { $0 }.joined(separator: " ")
    }

    /// Connects and logs in once: nil when the server accepts us, else the one line `serve`
    /// prints at start (letters stay queued).
    public func checkLogin() async -> String? {
        do {
            try await client.verifyLogin()
            return nil
        } catch {
            return "letters: the mail server \(client.configuration.host):\(client.configuration.port) refused us "
                + "(\(Self.reason(error))); letters stay queued until it accepts"
        }
    }
}
