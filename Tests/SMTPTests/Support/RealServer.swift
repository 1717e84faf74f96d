import Foundation
import SMTP
import SMTPTestServer

extension SMTPTestServer {
    /// The suite's server: started by the first test that asks, exits with the test process.
    static let shared = SMTPTestServer(name: "tests")
}

/// A client for the shared server, and addresses no other test uses (tests run in parallel,
/// and faults are keyed by sender).
struct RealServer {
    let info: SMTPTestServer.Info
    let tag = UUID().uuidString.prefix(8).lowercased()

    static func start() async throws -> RealServer {
        RealServer(info: try await SMTPTestServer.shared.info())
    }

    var sender: String { "letters-\(tag)@townhall.test" }
    func recipient(_ name: String) -> String { "\(name)-\(tag)@senate.test" }

    func client(tls: SMTPConfiguration.TLSMode = .starttls, caFile: String? = nil, password: String? = nil,
                serverName: String? = "localhost") -> SMTPClient {
        let port = switch tls {
        case .starttls: info.startTLSPort
        case .implicit: info.implicitTLSPort
        case .none: info.plainPort
        }
        return SMTPClient(configuration: SMTPConfiguration(
            host: info.host, port: port, tls: tls, serverName: serverName, caFile: caFile ?? info.caFile,
            credentials: .init(username: info.username, password: password ?? info.password),
            heloName: "townhall.test", connectTimeout: .seconds(10), replyTimeout: .seconds(30)))
    }
}
