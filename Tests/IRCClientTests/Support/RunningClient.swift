import IRCTestNetwork
import IRCWire
import Logging
@testable import IRCClient

/// An `IRCClient` running in a task, with its recorded events.
struct RunningClient: Sendable {
    let client: IRCClient
    let log: EventLog
    let task: Task<Void, any Error>

    /// Starts `configuration`; with `respond`, it answers `!ping` with `pong` (prefixed by the
    /// sender's nick in channels), using the client's own fair output.
    static func start(_ configuration: IRCClientConfiguration, respond: Bool = false) -> RunningClient {
        var logger = Logger(label: "test.\(configuration.nick)")
        logger.logLevel = .info
        let client = IRCClient(configuration: configuration, logger: logger)
        let log = EventLog.recording(client.events) { event in
            guard respond, case .privmsg(let message) = event, message.text == "!ping" else { return }
            if message.isDirect {
                await client.sendMessage("pong", to: message.nick, fairnessKey: message.nick)
            } else {
                await client.sendMessage("\(message.nick): pong", to: message.target, fairnessKey: message.nick)
            }
        }
        let task = Task { try await client.run() }
        return RunningClient(client: client, log: log, task: task)
    }

    /// Cancels the client (it sends QUIT) and waits until `run()` has returned.
    func stop() async {
        task.cancel()
        _ = await task.result
    }

    /// The error `run()` ended with, waiting at most `timeout`.
    func failure(within timeout: Duration = TestNetwork.patience) async throws -> (any Error)? {
        try await withThrowingTaskGroup(of: (any Error)?.self) { group in
            group.addTask {
                if case .failure(let error) = await task.result { return error }
                return nil
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                task.cancel() // so the other child can finish
                throw TimedOut(description: "run() did not end within \(timeout)")
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    @discardableResult
    func waitRegistered(within timeout: Duration = TestNetwork.patience) async throws -> String {
        let event = try await log.next(within: timeout, "registration") {
            if case .registered = $0 { return true } else { return false }
        }
        guard case .registered(let nick) = event else { return "" }
        return nick
    }

    func waitJoined(_ channel: String, within timeout: Duration = TestNetwork.patience) async throws {
        _ = try await log.next(within: timeout, "JOIN \(channel)") { $0 == .joined(channel: channel) }
    }

    func waitMessage(within timeout: Duration = TestNetwork.patience, where match: @escaping @Sendable (IRCIncomingMessage) -> Bool)
        async throws -> IRCIncomingMessage {
        let event = try await log.next(within: timeout, "matching PRIVMSG") {
            if case .privmsg(let message) = $0 { return match(message) } else { return false }
        }
        guard case .privmsg(let message) = event else { fatalError("matched a non-PRIVMSG") }
        return message
    }
}

extension TestNetwork.Info {
    /// A client configuration for this network: TLS with the test CA, quick reconnects.
    func configuration(nick: String, sasl: IRCClientConfiguration.SASL? = nil,
                       channels: [String] = []) -> IRCClientConfiguration {
        var configuration = IRCClientConfiguration(host: host, port: tlsPort, tls: true, nick: nick)
        configuration.caFile = caFile
        configuration.serverName = "localhost"
        configuration.sasl = sasl
        configuration.channels = channels.map { IRCClientConfiguration.ChannelToJoin($0) }
        configuration.reconnect = .init(minDelay: .milliseconds(300), maxDelay: .seconds(2), jitter: 0.1)
        configuration.registrationTimeout = TestNetwork.patience
        return configuration
    }
}

extension IRCClientConfiguration.SASL {
    static func plain(_ account: String, _ password: String,
                      onFailure: IRCClientConfiguration.SASL.FailurePolicy = .abort) -> IRCClientConfiguration.SASL {
        .init(mechanism: .plain(account: account, password: password), onFailure: onFailure)
    }
}
