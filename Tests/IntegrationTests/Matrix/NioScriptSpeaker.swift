import Foundation
import IRCTestNetwork
import LiveScripts
import MatrixClient

/// A script speaker's encrypted DM and sentinel room, held by matrix-nio (`script_speaker.py`, a
/// device and store of its own): the Swift player writes each line to say on its standard input
/// and reads the bot's decrypted messages, one JSON line per sync, from its standard output. A
/// process for the whole play rather than one per line: nio's login, key upload and first Olm
/// session cost seconds, a line then costs one encrypted send.
final class NioScriptSpeaker: MatrixEncryptedClient {
    let directRoom: String
    let sentinelRoom: String
    let messages: AsyncStream<[MatrixEncryptedClientMessage]>
    private let process: ChildProcess
    private let input: FileHandle
    private let folder: String

    /// What starts each speaker's nio client in a play on `homeserver` with `bot` (a user id).
    static func starter(homeserver: String, bot: String) -> MatrixEncryptedClientStarter {
        { userID, password, sentinelName in
            try await NioScriptSpeaker(homeserver: homeserver, userID: userID, password: password, bot: bot,
                                       sentinelName: sentinelName)
        }
    }

    /// Returns once nio has opened both rooms, the bot has joined them and nio knows its device.
    private init(homeserver: String, userID: String, password: String, bot: String, sentinelName: String) async throws {
        let folder = try NioDriver.newStore()
        let errors = "\(folder)/errors.log", store = "\(folder)/store"
        try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
        let run = TestServerPaths(kind: "nio", name: "client").script("run.sh")
        let (process, input, output) = try ChildProcess.spawnPiped(
            "/bin/bash", arguments: [run, "script_speaker.py", homeserver, userID, password, bot, store, sentinelName],
            environment: ProcessInfo.processInfo.environment, errors: errors)
        let (messages, delivery) = AsyncStream.makeStream(of: [MatrixEncryptedClientMessage].self)
        do {
            (directRoom, sentinelRoom) = try await withCheckedThrowingContinuation { ready in
                Thread.detachNewThread { Self.read(output, ready: ready, delivery: delivery, errors: errors) }
            }
        } catch {
            try? input.close()
            process.send(SIGTERM)
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        self.messages = messages
        self.process = process
        self.input = input
        self.folder = folder
    }

    /// Reads nio's lines to their end (on a thread of its own: the reads block): the rooms line
    /// resumes `ready`, each messages line is one delivery; an end before the rooms line fails
    /// `ready` with what nio wrote to `errors`.
    private static func read(_ output: FileHandle, ready: CheckedContinuation<(String, String), any Error>,
                             delivery: AsyncStream<[MatrixEncryptedClientMessage]>.Continuation, errors: String) {
        var waiting: CheckedContinuation<(String, String), any Error>? = ready
        var pending = Data()
        while case let chunk = output.availableData, !chunk.isEmpty {
            pending.append(chunk)
            while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = MatrixJSON.decoded(Data(pending[pending.startIndex..<end]))
                pending = Data(pending[(end + 1)...])
                if let rooms = line?["rooms"], let direct = rooms["direct"]?.string, let sentinel = rooms["sentinel"]?.string {
                    waiting?.resume(returning: (direct, sentinel))
                    waiting = nil
                } else if let batch = line?["messages"]?.array {
                    delivery.yield(batch.map {
                        MatrixEncryptedClientMessage(room: $0["room"]?.string ?? "", body: $0["body"]?.string ?? "",
                                                     mentions: $0["mentions"]?.array.compactMap(\.string) ?? [])
                    })
                }
            }
        }
        let said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        waiting?.resume(throwing: ScriptProcess.Failure(
            description: "script_speaker.py ended before its rooms were ready (is matrix-nio installed: bash scripts/nio/venv.sh?): \(said.suffix(2000))"))
        delivery.finish()
    }

    func say(_ text: String, inRoom room: String) async throws {
        let line = try JSONSerialization.data(withJSONObject: ["say": text, "room": room])
        try input.write(contentsOf: line + Data("\n".utf8))
    }

    /// Closes nio's input, on which it logs out (its device goes) and ends.
    func stop() async {
        try? input.close()
        let process = process
        await Task.detached { process.waitUntilExit() }.value
        try? FileManager.default.removeItem(atPath: folder)
    }
}
