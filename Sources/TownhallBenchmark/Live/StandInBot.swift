import Foundation
import NIOPosix

/// The floor under `live lone`: a bot with no Townhall in it, in a process of its own, so that
/// its CPU per lone command is read from /proc exactly as the real bot's is. It is this benchmark's
/// own binary run again in the hidden mode `live standin HOST PORT CA_FILE`: one `LoadConnection`
/// over TLS on the bot's port with the capabilities the bot takes (echo-message included, so
/// each pong comes back to it as it comes back to the bot) and TCP_QUICKACK on every read, that
/// answers each `!ping` in #perf with `nick: pong` on the event loop the moment it reads it. What
/// it costs per command is what the machine, the kernel, loopback TCP, TLS and SwiftNIO charge
/// any bot for being woken by one command and writing one answer; the real bot's figure above it
/// is Townhall's own.
final class StandInBot: @unchecked Sendable {
    static let word = "standin"
    private let process = Process()

    /// Starts the stand-in on the benchmark's network; it is ready once it answers a `!ping`.
    init(host: String, port: Int, caFile: String) throws {
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        process.arguments = ["live", Self.word, host, String(port), caFile]
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// The stand-in's own process: connects, answers until it is stopped (SIGTERM).
    static func serve(arguments: [String]) async throws {
        guard arguments.count == 3, let port = Int(arguments[1]) else {
            throw LoadFailure("usage: live \(word) HOST PORT CA_FILE")
        }
        let connection = LoadConnection(nick: "standin")
        try await connection.connect(host: arguments[0], port: port, floodPassword: "floodpass", channels: ["#perf"],
                                     group: MultiThreadedEventLoopGroup.singleton, tlsCAFile: arguments[2],
                                     capabilities: ["message-tags", "server-time", "account-tag", "echo-message"],
                                     quickAcknowledgement: true)
        connection.respond { message in
            guard message.command == "PRIVMSG", message.parameters.first == "#perf", message.parameters.last == "!ping",
                  let nick = message.sourceNick else { return nil }
            return "PRIVMSG #perf :\(nick): pong"
        }
        while true { try await Task.sleep(for: .seconds(3600)) }
    }
}
