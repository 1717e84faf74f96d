import Foundation
import LetterMail
import SMTP
import SMTPTestServer
import Storage

/// Letters out by mail: messages per second to the real test SMTP server on loopback (aiosmtpd,
/// scripts/smtpserver), over STARTTLS with AUTH, one connection per message (what sending one
/// letter costs) and many messages over one connection. The Python server does most of the
/// work here, so the figures bound the client's cost from above.
enum SMTPBenchmark {
    static func run() async throws {
        let server = SMTPTestServer(name: "benchmark")
        let info = try await server.info()
        let oneEach = try await messagesPerSecond(count: 100, perConnection: 1, info: info)
        print("SMTP, one connection per message (STARTTLS + AUTH each): \(String(format: "%.0f", oneEach)) messages/s")
        let batched = try await messagesPerSecond(count: 1_000, perConnection: 100, info: info)
        print("SMTP, 100 messages per connection: \(String(format: "%.0f", batched)) messages/s")
        let (letters, cpu) = try await lettersPerSecond(count: 1_000, info: info)
        print("letters through the durable queue (LetterMailCourier: claim, send, commit; 50 a connection): "
            + String(format: "%.0f letters/s, %.2f ms of this process's CPU a letter", letters, cpu * 1_000))
        try await server.stop()
    }

    /// Queues `count` letter mails in a fresh SQLite file and lets the courier deliver them all;
    /// letters per second of wall time, and this process's CPU seconds per letter.
    static func lettersPerSecond(count: Int, info: SMTPTestServer.Info) async throws -> (Double, Double) {
        let database = try TownhallDatabase.temporary()
        let owner = AccountIdentity(network: "bench", name: "writer")
        let body = String(repeating: "Dear Senator, please vote for the bill. Ünïcödé keeps it honest.\n", count: 30)
        for index in 0..<count {
            try await database.queueMail(Storage.OutgoingMail(
                purpose: .letter, to: "office\(index)@senate.test", subject: "Letter \(index)", body: body,
                messageID: MailMessage.newMessageID(domain: "townhall.test")), for: owner, at: Date())
        }
        let client = SMTPClient(configuration: SMTPConfiguration(
            host: info.host, port: info.startTLSPort, serverName: "localhost", caFile: info.caFile,
            credentials: .init(username: info.username, password: info.password), heloName: "townhall.test"))
        let courier = LetterMailCourier(database: database, client: client, from: MailAddress("letters@townhall.test"))
        let cpuBefore = Figures.processCPUTime()
        let start = ContinuousClock.now
        var delivered = 0
        while case let claimed = try await courier.deliverDue(at: Date()), claimed > 0 { delivered += claimed }
        let elapsed = Figures.inSeconds(ContinuousClock.now - start)
        guard delivered == count else { throw UpvotesBenchmark.BenchmarkUsage(description: "delivered \(delivered) of \(count)") }
        return (Double(count) / elapsed, (Figures.processCPUTime() - cpuBefore) / Double(count))
    }

    /// Delivers `count` one-recipient letters to the server of `info`, `perConnection` at a
    /// time; returns messages per second of wall time. Throws on the first failed message.
    static func messagesPerSecond(count: Int, perConnection: Int, info: SMTPTestServer.Info) async throws -> Double {
        let client = SMTPClient(configuration: SMTPConfiguration(
            host: info.host, port: info.startTLSPort, serverName: "localhost", caFile: info.caFile,
            credentials: .init(username: info.username, password: info.password), heloName: "townhall.test"))
        let body = String(repeating: "Dear Senator, please vote for the bill. Ünïcödé keeps it honest.\n", count: 30)
        let mails = (0..<count).map { index in
            let recipient = "office\(index)@senate.test"
            return SMTP.OutgoingMail(MailMessage(from: MailAddress("letters@townhall.test", displayName: "Townhall"),
                                            to: [MailAddress(recipient)], subject: "Letter \(index) — bench",
                                            body: body, messageID: MailMessage.newMessageID(domain: "townhall.test")),
                                from: "letters@townhall.test", to: [recipient])
        }
        let start = ContinuousClock.now
        for batch in stride(from: 0, to: count, by: perConnection) {
            for result in await client.send(Array(mails[batch..<min(batch + perConnection, count)])) {
                _ = try result.get()
            }
        }
        return Double(count) / Figures.inSeconds(ContinuousClock.now - start)
    }
}
