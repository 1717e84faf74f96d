import Logging
import NIOCore
import NIOPosix
import NIOSSL

/// Sends mail through the operator's submission server: one connection per call, TLS
/// (STARTTLS by default) with the certificate and host name verified, AUTH PLAIN or LOGIN.
/// Failures are `SMTPError`s sorted by what to do next (retry, tell the sender, fix the config).
public final class SMTPClient: Sendable {
    public let configuration: SMTPConfiguration
    private let logger: Logger
    private let group: any EventLoopGroup

    public init(configuration: SMTPConfiguration, logger: Logger = Logger(label: "townhall.smtp"),
                eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) {
        self.configuration = configuration
        self.logger = logger
        self.group = eventLoopGroup
    }

    /// Delivers one message to `recipients` (the envelope; one RCPT TO each). All or nothing:
    /// if any recipient is refused, the message is not sent to anyone.
    public func send(_ message: MailMessage, from sender: String, to recipients: [String]) async throws(SMTPError) -> SMTPDelivery {
        let transaction = try SMTPTransaction(message: message, from: sender, to: recipients)
        let report = try await run([transaction])
        return try report.outcomes[0].get()
    }

    /// Delivers several messages over one connection, in order. One result per message: a
    /// refused message does not stop the others; a connection failure fails every one not yet
    /// accepted. An invalid message fails alone, before anything is sent.
    public func send(_ mails: [OutgoingMail]) async -> [Result<SMTPDelivery, SMTPError>] {
        var prepared: [Result<SMTPTransaction, SMTPError>] = []
        for mail in mails {
            do { prepared.append(.success(try SMTPTransaction(message: mail.message, from: mail.sender, to: mail.recipients))) }
            catch { prepared.append(.failure(error)) }
        }
        let valid = prepared.compactMap { try? $0.get() }
        var sent: [Result<SMTPDelivery, SMTPError>]
        do { sent = valid.isEmpty ? [] : try await run(valid).outcomes } catch { sent = valid.map { _ in .failure(error) } }
        return prepared.map { preparation in
            switch preparation {
            case .failure(let error): .failure(error)
            case .success: sent.removeFirst()
            }
        }
    }

    /// Connects, says EHLO, starts TLS and logs in, then quits: for checking the credentials at start.
    public func verifyLogin() async throws(SMTPError) {
        let report = try await run([])
        if let failure = report.failure { throw failure }
    }

    private func run(_ transactions: [SMTPTransaction]) async throws(SMTPError) -> SMTPSessionReport {
        let configuration = configuration
        if configuration.tls == .none, !configuration.isLoopback {
            throw SMTPError(.insecure, stage: "connect", text: "tls: none is allowed only for a loopback host, not \(configuration.host)")
        }
        let security = configuration.tls == .none ? nil : try SMTPTLSSecurity(configuration)
        let loop = group.next()
        let report = loop.makePromise(of: SMTPSessionReport.self)
        let session = SMTPSession(configuration: configuration, transactions: transactions)
        let logger = logger
        let bootstrap = ClientBootstrap(group: loop)
            .connectTimeout(.nanoseconds(Int64((configuration.connectTimeout / .nanoseconds(1)).rounded())))
            .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if configuration.tls == .implicit { try security?.addTLS(to: channel) }
                    try channel.pipeline.syncOperations.addHandler(SMTPConnectionHandler(
                        session: session, replyTimeout: configuration.replyTimeout, security: security,
                        report: report, logger: logger))
                }
            }
        do {
            _ = try await bootstrap.connect(host: configuration.host, port: configuration.port).get()
        } catch {
            report.fail(error)
            throw SMTPError(.temporary, stage: "connect", text: "cannot connect to \(configuration.host):\(configuration.port): \(error)")
        }
        do {
            return try await report.futureResult.get()
        } catch {
            throw SMTPError(.temporary, stage: "connect", text: "\(error)")
        }
    }
}
