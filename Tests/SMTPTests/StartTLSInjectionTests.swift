import Logging
import NIOCore
import NIOEmbedded
import Testing
@testable import SMTP

@Suite("STARTTLS response injection")
struct StartTLSInjectionTests {
    @Test("Bytes sent in the clear after 220 to STARTTLS are refused, not read as if encrypted")
    func refusesPipelinedPlaintext() throws {
        let loop = EmbeddedEventLoop()
        let report = loop.makePromise(of: SMTPSessionReport.self)
        let configuration = SMTPConfiguration(host: "smtp.example.org", credentials: .init(username: "u", password: "p"))
        let handler = SMTPConnectionHandler(session: SMTPSession(configuration: configuration, transactions: []),
                                            replyTimeout: .seconds(5), security: nil, report: report, logger: Logger(label: "test"))
        let channel = EmbeddedChannel(handler: handler, loop: loop)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 587)).wait()
        try channel.writeInbound(channel.allocator.buffer(string: "220 hi\r\n250-smtp\r\n250 STARTTLS\r\n"))
        try channel.writeInbound(channel.allocator.buffer(string: "220 go ahead\r\n250-smtp\r\n250 AUTH PLAIN\r\n"))
        var failure: SMTPError?
        report.futureResult.whenSuccess { failure = $0.failure }
        #expect(failure?.kind == .insecure)
        #expect(failure?.stage == "STARTTLS")
        #expect(!channel.isActive)
    }
}
