import Foundation
import IRCTestNetwork

/// A real SMTP server (aiosmtpd, scripts/smtpserver) on 127.0.0.1 for tests: STARTTLS,
/// implicit TLS and plain listeners on ports the system chooses, a disposable CA, AUTH with
/// known credentials, every message stored per recipient, and faults on demand. One instance
/// a suite, its own folder under .build. If it cannot start, `info()` throws the script's
/// error: the tests that need it fail, never skip. It exits by itself with the test process.
public actor SMTPTestServer {
    public struct Info: Sendable {
        public var host: String
        public var startTLSPort: Int
        /// TLS from the first byte; offers AUTH LOGIN only (not PLAIN).
        public var implicitTLSPort: Int
        /// No TLS; AUTH in the clear (loopback `tls: none`).
        public var plainPort: Int
        public var caFile: String
        /// A CA that signed nothing the server uses: trusting only it must fail.
        public var otherCAFile: String
        public var username: String
        public var password: String
        public var directory: String
    }

    public nonisolated let name: String
    public nonisolated let username: String
    public nonisolated let password: String
    private var starting = OnDemandStart<Info>()

    public init(name: String, username: String = "townhall", password: String = "mailpass123") {
        self.name = name
        self.username = username
        self.password = password
    }

    /// Starts the server on first use; later calls wait for the same start.
    public func info() async throws -> Info {
        try await starting.task { try await self.start() }.value
    }

    public func stop() async throws {
        starting.reset()
        try await ScriptProcess.run(paths.script("stop.sh"), arguments: [paths.directory], environment: [:])
    }

    /// The next transaction whose envelope sender is `sender` meets `fault`.
    public nonisolated func inject(_ fault: SMTPServerFault, forSender sender: String) throws {
        let file = URL(fileURLWithPath: paths.directory).appendingPathComponent("faults/\(sender)")
        try Data(fault.fileText.utf8).write(to: file, options: .atomic)
    }

    /// Lets the transactions held by `SMTPServerFault.holdData(until: name)` answer.
    public nonisolated func release(_ name: String) throws {
        let folder = URL(fileURLWithPath: paths.directory).appendingPathComponent("release")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent(name), options: .atomic)
    }

    /// Every message stored so far for `recipient` (for anyone when nil), oldest first.
    public nonisolated func receivedMail(to recipient: String?) -> [ReceivedMail] {
        let folder = URL(fileURLWithPath: paths.directory).appendingPathComponent("mail")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
            .compactMap { ReceivedMail(file: folder.appendingPathComponent($0)) }
            .filter { recipient == nil || $0.envelopeTo == recipient }
    }

    /// Returns true once at least one message for each of `recipients` is stored, false if
    /// `within` passed first. The server stores each message as a file and signals nothing, so
    /// the folder is looked at every 100 ms: what a live test waits on while another process's
    /// courier sends.
    public nonisolated func waitForMail(to recipients: [String], within: Duration) async -> Bool {
        let deadline = ContinuousClock.now + within
        while true {
            let received = Set(receivedMail(to: nil).map(\.envelopeTo))
            if recipients.allSatisfy(received.contains) { return true }
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }

    private nonisolated var paths: TestServerPaths { TestServerPaths(kind: "smtpserver", name: name) }

    private func start() async throws -> Info {
        var environment = ProcessInfo.processInfo.environment
        environment["SMTP_USER"] = username
        environment["SMTP_PASSWORD"] = password
        environment["SMTP_WATCH_PID"] = String(ProcessInfo.processInfo.processIdentifier)
        let output = try await ScriptProcess.run(
            paths.script("start.sh"), arguments: [paths.directory], environment: environment,
            missing: "are openssl and the Python package aiosmtpd installed (bash scripts/test.sh installs them)?")
        let values = ScriptProcess.values(in: output)
        guard let startTLS = values["SMTP_STARTTLS_PORT"].flatMap(Int.init),
              let implicit = values["SMTP_IMPLICIT_PORT"].flatMap(Int.init),
              let plain = values["SMTP_PLAIN_PORT"].flatMap(Int.init),
              let ca = values["SMTP_CAFILE"], let other = values["SMTP_OTHER_CAFILE"] else {
            throw ScriptProcess.Failure(description: "scripts/smtpserver/start.sh printed no usable KEY=VALUE lines:\n\(output)")
        }
        return Info(host: values["SMTP_HOST"] ?? "127.0.0.1", startTLSPort: startTLS, implicitTLSPort: implicit,
                    plainPort: plain, caFile: ca, otherCAFile: other, username: username, password: password,
                    directory: paths.directory)
    }
}
