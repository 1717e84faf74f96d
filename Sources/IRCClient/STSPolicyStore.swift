import Foundation

/// Remembered STS policies (host → TLS port until an expiry date), optionally in a small
/// JSON file so a restart does not fall back to plaintext.
struct STSPolicyStore: Sendable {
    struct Policy: Codable, Sendable, Hashable {
        var port: Int
        var expires: Date
    }

    let path: String?
    private(set) var policies: [String: Policy] = [:]

    init(path: String?) {
        self.path = path
        if let path, let data = FileManager.default.contents(atPath: path),
           let stored = try? JSONDecoder().decode([String: Policy].self, from: data) {
            policies = stored
        }
    }

    func policy(for host: String, now: Date = Date()) -> Policy? {
        guard let policy = policies[host.lowercased()], policy.expires > now else { return nil }
        return policy
    }

    /// A zero duration removes the policy, as the STS specification says.
    mutating func remember(host: String, port: Int, duration: Duration, now: Date = Date()) throws {
        let seconds = Double(duration.components.seconds)
        policies[host.lowercased()] = seconds > 0 ? Policy(port: port, expires: now.addingTimeInterval(seconds)) : nil
        guard let path else { return }
        let data = try JSONEncoder().encode(policies)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
