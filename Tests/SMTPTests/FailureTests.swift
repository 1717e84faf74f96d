import Foundation
import SMTP
import SMTPTestServer
import Testing

/// What the client makes of a real server's refusals, of a wrong CA and of a wrong password.
@Suite("SMTP failures from a real server")
struct FailureTests {
    /// Sends one letter from the test's own sender and returns the error it must end in.
    private func failure(_ server: RealServer, client: SMTPClient? = nil) async throws -> SMTPError {
        let recipient = server.recipient("office")
        do {
            _ = try await (client ?? server.client()).send(Letters.letter(to: [recipient]), from: server.sender, to: [recipient])
        } catch {
            #expect(SMTPTestServer.shared.receivedMail(to: recipient).isEmpty)
            return error
        }
        Issue.record("the letter was accepted")
        throw CancellationError()
    }

    @Test("Injected refusals are classified by their code", arguments: [
        (SMTPServerFault.refuseMail(code: 451), SMTPError.Kind.temporary, "MAIL FROM", 451),
        (.refuseMail(code: 550), .permanent, "MAIL FROM", 550),
        (.refuseRecipients(code: 450), .temporary, "RCPT TO", 450),
        (.refuseRecipients(code: 550), .permanent, "RCPT TO", 550),
        (.refuseData(code: 452), .temporary, "end of data", 452),
        (.refuseData(code: 554), .permanent, "end of data", 554),
    ])
    func injectedReplies(_ example: (fault: SMTPServerFault, kind: SMTPError.Kind, stage: String, code: Int)) async throws {
        let server = try await RealServer.start()
        try SMTPTestServer.shared.inject(example.fault, forSender: server.sender)
        let error = try await failure(server)
        #expect(error.kind == example.kind)
        #expect(error.stage == example.stage)
        #expect(error.code == example.code)
        #expect(error.text.contains("Injected"))
    }

    @Test("A connection dropped in the middle of DATA is temporary")
    func droppedInData() async throws {
        let server = try await RealServer.start()
        try SMTPTestServer.shared.inject(.dropDuringData, forSender: server.sender)
        let error = try await failure(server)
        #expect(error.kind == .temporary)
        #expect(error.stage == "end of data")
    }

    @Test("A wrong password is authenticationFailed with the server's 535")
    func wrongPassword() async throws {
        let server = try await RealServer.start()
        let error = try await failure(server, client: server.client(password: "not-the-password"))
        #expect(error.kind == .authenticationFailed)
        #expect(error.code == 535)
        await #expect(throws: SMTPError.self) { try await server.client(password: "wrong").verifyLogin() }
    }

    enum Distrust: String, CaseIterable, Sendable {
        /// Only a CA that signed nothing of the server's is trusted.
        case otherCA
        /// The certificate lacks the name asked for, though its IP address matches the connection.
        case otherName
    }

    @Test("A certificate the client cannot verify is refused before AUTH: insecure, nothing sent",
          arguments: Distrust.allCases)
    func untrustedCertificate(_ distrust: Distrust) async throws {
        let server = try await RealServer.start()
        let client = switch distrust {
        case .otherCA: server.client(caFile: server.info.otherCAFile)
        case .otherName: server.client(serverName: "mail.example.org")
        }
        let error = try await failure(server, client: client)
        #expect(error.kind == .insecure)
        #expect(error.stage == "EHLO")
    }

    @Test("tls: none to a host that is not loopback is refused before connecting")
    func plaintextElsewhere() async throws {
        let client = SMTPClient(configuration: SMTPConfiguration(host: "192.0.2.1", port: 25, tls: .none))
        await #expect(throws: SMTPError(.insecure, stage: "connect", text: "tls: none is allowed only for a loopback host, not 192.0.2.1")) {
            try await client.verifyLogin()
        }
    }
}
