import Foundation
import IRCTestNetwork
import MatrixTestServer

/// `TownhallBenchmark matrix encrypted [BINARY]`: what end-to-end encryption costs the bot, on a
/// real Synapse with matrix-nio (vodozemac) as the person, so the bot really decrypts every command
/// and encrypts every reply with libolm, and nio decrypts them (`scripts/nio/bench_dm.py`).
///
/// - Bot CPU per command in an encrypted DM beside the same `ping`s in a plain DM, from one bot
///   process, in alternated rounds (plain, encrypted, plain…), one command at a time: the bot's
///   process CPU time (not wall time: the machine is shared) and Synapse's, read between batches
///   while nothing moves. nio's own CPU is not counted.
/// - The time to the first answer in a new DM, for `newcomerCount` people each with a new device:
///   invite → the bot's join → the first command → its reply read (for an encrypted DM: nio's key
///   claim and room key, the bot's device query, key claim, Olm share and Megolm reply), beside the
///   same in plain DMs and bare /sync round trips, Synapse's own latency on loopback.
enum MatrixEncryptedBenchmark {
    static let rounds = 3
    static let commandsPerRound = 40
    /// New people, alternately opening an encrypted and a plain DM.
    static let newcomerCount = 20
    static let speaker = "speaker"
    static let newcomers = (1...newcomerCount).map { String(format: "newcomer%02d", $0) }
    static let pickleKeyVariable = "BENCH_MATRIX_PICKLE_KEY"
    /// Its own name and port, beside the `matrix` benchmark's Synapse (8470) and the tests' (8458).
    static let server = MatrixTestServer(
        name: "bench-e2e", port: 8474,
        users: Dictionary(uniqueKeysWithValues: [("bot", "botpass123")] + ([speaker] + newcomers).map { ($0, "\($0)-secret") }),
        unlimited: ["bot", speaker] + newcomers)

    static func run(binary: String?) async throws {
        let info = try await server.info()
        do {
            try await measure(on: info, binary: binary)
        } catch {
            try? await server.stop()
            throw error
        }
        try await server.stop()
    }

    private static func measure(on info: MatrixTestServer.Info, binary: String?) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-matrix-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try MatrixBenchmark.writeConfiguration(in: folder, homeserver: info.homeserver,
                                                                    pickleKeyVariable: pickleKeyVariable)
        let bot = try BotProcess(configuration: configuration,
                                 environment: ["BENCH_MATRIX_PASSWORD": "botpass123", pickleKeyVariable: "bench-pickle-key-\(UUID())"],
                                 binary: binary)
        defer { bot.stop() }
        let synapse = try MatrixBenchmark.synapsePID(info)
        let arguments = [info.homeserver, MatrixBenchmark.bot, folder.appendingPathComponent("nio").path, "\(speaker)=\(speaker)-secret",
                         "\(rounds)", "\(commandsPerRound)"] + newcomers.map { "\($0)=\($0)-secret" }
        let errors = folder.appendingPathComponent("nio-errors.log").path
        let (process, input, output) = try ChildProcess.spawnPiped(
            "/bin/bash", arguments: [TestServerPaths(kind: "nio", name: "bench").script("run.sh"), "bench_dm.py"] + arguments,
            environment: ProcessInfo.processInfo.environment, errors: errors)
        var figures = EncryptedFigures()
        do {
            var lines = JSONLines(output)
            var cpuAtBegin = (bot: 0.0, synapse: 0.0)
            while let line = lines.next() {
                if let error = line["error"] as? String { throw LoadFailure("nio: \(error)") }
                if line["begin"] != nil {
                    cpuAtBegin = (bot.cpuSeconds(), BotProcess.cpuSeconds(of: synapse))
                    try input.write(contentsOf: Data("go\n".utf8))
                } else if let kind = line["end"] as? String, let round = JSONLines.number(line["round"]).map(Int.init) {
                    let batch = EncryptedFigures.Batch(
                        kind: kind, round: round, answered: Int(JSONLines.number(line["answered"]) ?? 0), decrypted: Int(JSONLines.number(line["decrypted"]) ?? 0),
                        botCPU: bot.cpuSeconds() - cpuAtBegin.bot, synapseCPU: BotProcess.cpuSeconds(of: synapse) - cpuAtBegin.synapse,
                        milliseconds: JSONLines.numbers(line["ms"]))
                    print(batch.line)
                    figures.batches.append(batch)
                    try input.write(contentsOf: Data("go\n".utf8))
                } else if let kind = line["first"] as? String {
                    let first = EncryptedFigures.FirstAnswer(
                        kind: kind, total: JSONLines.number(line["total_ms"]) ?? 0, join: JSONLines.number(line["join_ms"]) ?? 0,
                        answer: JSONLines.number(line["answer_ms"]) ?? 0, decrypted: line["decrypted"] as? Bool ?? false)
                    print(first.line)
                    figures.firstAnswers.append(first)
                } else if line["sync_ms"] != nil {
                    figures.syncRoundTrips = JSONLines.numbers(line["sync_ms"])
                } else if line["done"] != nil {
                    break
                }
            }
        } catch {
            process.send(SIGTERM)
            bot.reportFailure()
            throw error
        }
        try? input.close()
        guard process.waitUntilExit() == 0, figures.syncRoundTrips != nil else {
            bot.reportFailure()
            let said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            throw LoadFailure("bench_dm.py ended early (is matrix-nio installed: bash scripts/nio/venv.sh?): \(said.suffix(2000))")
        }
        print(figures.summary)
        print("bot RSS \(String(format: "%.1f", bot.residentMiB())) MiB; the machine is 2 CPUs shared with other work: read the ranges, not one round")
    }
}
