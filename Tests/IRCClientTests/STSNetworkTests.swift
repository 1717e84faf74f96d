import Foundation
import IRCTestNetwork
import Testing
@testable import IRCClient

/// STS against a real InspIRCd with ircv3_sts, on a network of its own (the policy would
/// send every plaintext client of the shared network to TLS). InspIRCd only advertises the
/// persistence policy over TLS when the client's SNI matches `<sts host>`, here "localhost".
@Suite("Real network: STS", .serialized)
struct STSNetworkTests {
    static let network = TestNetwork(
        name: "sts", basePort: 28_667, accounts: ["stsbot": "stsbotpass123"], stsDuration: 300)

    @Test("A plaintext client upgrades to the advertised TLS port, saves the policy, and the next run starts on TLS")
    func upgradeAndRemember() async throws {
        // The only suite on this network: stop it afterwards, pass or fail.
        do {
            try await upgradeAndRemember(on: Self.network.info())
        } catch {
            try? await Self.network.stop()
            throw error
        }
        try await Self.network.stop()
    }

    private func upgradeAndRemember(on net: TestNetwork.Info) async throws {
        let store = FileManagerPath.temporary("sts-network-\(UInt64.random(in: 0...UInt64.max)).json")
        defer { try? FileManager.default.removeItem(atPath: store) }
        var configuration = net.configuration(nick: "stsbot")
        configuration.port = net.plainPort
        configuration.tls = false
        configuration.stsStorePath = store

        let first = RunningClient.start(configuration)
        try await first.waitRegistered()
        let connections = await first.log.events.compactMap(\.connection)
        #expect(connections.first == Connection(port: net.plainPort, tls: false))
        #expect(connections.last == Connection(port: net.tlsPort, tls: true))
        #expect(connections.count == 2)
        await first.stop()

        let saved = try JSONDecoder().decode([String: STSPolicyStore.Policy].self,
                                             from: Data(contentsOf: URL(fileURLWithPath: store)))
        let policy = try #require(saved[net.host])
        #expect(policy.port == net.tlsPort)
        let remaining = policy.expires.timeIntervalSinceNow
        #expect(remaining > 240 && remaining <= 300, "policy lasts the advertised 300 s, \(remaining) s left")

        let second = RunningClient.start(configuration)
        try await second.waitRegistered()
        let secondConnections = await second.log.events.compactMap(\.connection)
        #expect(secondConnections == [Connection(port: net.tlsPort, tls: true)])
        await second.stop()
    }
}

struct Connection: Hashable {
    var port: Int
    var tls: Bool
}

extension IRCClientEvent {
    var connection: Connection? {
        if case .connected(_, let port, let tls) = self { Connection(port: port, tls: tls) } else { nil }
    }
}
