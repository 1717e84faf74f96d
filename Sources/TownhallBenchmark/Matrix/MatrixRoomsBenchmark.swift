import AsyncHTTPClient
import Foundation
import MatrixTestServer

/// `TownhallBenchmark matrix rooms [BINARY...]`: the bot in `roomCount` rooms on one homeserver.
/// The benchmark makes the rooms through the API (a person creates each with the bot invited,
/// and the bot's account joins it; both accounts have Synapse's rate-limit override), then
/// starts the real bot on a new database, and again after a restart:
///
/// - the time from launching the process to the first answered `!ping` (on a new database the
///   first sync only finds where "now" is, so a `!ping` is sent every `pingInterval` until one is
///   answered; after a restart the `!ping` sent while the bot was down is answered from its first,
///   full-state sync);
/// - its RSS then, and once its start is over (the trim logged), and its peak RSS (`VmHWM`): the
///   first sync of 1,000 rooms is the largest answer the bot reads.
///
/// With several binaries each takes its turn, `MatrixBenchmark.roundCount` times, on the same rooms.
enum MatrixRoomsBenchmark {
    static let roomCount = 1_000
    static let owner = "load01"
    static let pingInterval: Duration = .milliseconds(250)
    /// Rooms created (and joined) at once.
    static let parallelCreations = 8

    static func run(bots: [String]) async throws {
        let info = try await MatrixBenchmark.server.info()
        let http = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup,
                              configuration: .init(connectionPool: .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: 16)))
        do {
            let rooms = try await makeRooms(homeserver: info.homeserver, http: http)
            for round in 1...MatrixBenchmark.roundCount {
                for binary in bots.isEmpty ? [nil] : bots.map(Optional.some) {
                    print("round \(round), \(binary ?? "townhall beside the benchmark"):")
                    try await measure(info: info, http: http, rooms: rooms, binary: binary)
                }
            }
        } catch {
            try? await http.shutdown()
            try? await MatrixBenchmark.server.stop()
            throw error
        }
        try await http.shutdown()
        try await MatrixBenchmark.server.stop()
    }

    /// `roomCount` rooms of `owner`'s, each joined by the bot's account; returns the owner (logged
    /// in) and the room ids.
    private static func makeRooms(homeserver: String, http: HTTPClient) async throws -> (owner: MatrixLoadUser, ids: [String]) {
        let person = MatrixLoadUser(local: owner, homeserver: homeserver, client: http)
        try await person.login(password: "\(owner)-secret")
        let bot = MatrixLoadUser(local: "bot", homeserver: homeserver, client: http)
        try await bot.login(password: "botpass123")
        let start = ContinuousClock.now
        let ids = try await withThrowingTaskGroup(of: [String].self) { group in
            for lane in 0..<parallelCreations {
                group.addTask {
                    var made: [String] = []
                    for _ in stride(from: lane, to: roomCount, by: parallelCreations) {
                        let room = try await person.createRoom(inviting: MatrixBenchmark.bot)
                        try await bot.join(room)
                        made.append(room)
                    }
                    return made
                }
            }
            return try await group.reduce(into: [String]()) { $0 += $1 }
        }
        print("\(ids.count) rooms created and joined by the bot's account in \(Figures.seconds(ContinuousClock.now - start))")
        return (person, ids)
    }

    private static func measure(info: MatrixTestServer.Info, http: HTTPClient, rooms: (owner: MatrixLoadUser, ids: [String]),
                                binary: String?) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-matrix-rooms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try MatrixBenchmark.writeConfiguration(in: folder, homeserver: info.homeserver)
        let room = rooms.ids[0]
        try await rooms.owner.startReading(room, from: MatrixBenchmark.bot)

        // a new database: pings until the bot answers one
        let first = try BotProcess(configuration: configuration, environment: ["BENCH_MATRIX_PASSWORD": "botpass123"], binary: binary)
        do {
            let launched = ContinuousClock.now
            let answered = rooms.owner.replyCount(in: room) + 1
            try await answerWait(first, launched: launched) {
                while rooms.owner.replyCount(in: room) < answered {
                    try await rooms.owner.say("!ping", in: room)
                    try await rooms.owner.readReplies(in: room, from: MatrixBenchmark.bot, waiting: pingInterval)
                }
            }
            try await report("new database", first, since: launched)
        } catch {
            first.reportFailure()
            first.stop()
            throw error
        }
        first.stop()

        // a restart: the ping said while the bot was down is answered from its first sync (the
        // pongs of the pings above that were still on their way are read first)
        try await rooms.owner.readReplies(in: room, from: MatrixBenchmark.bot, waiting: .zero)
        let answered = rooms.owner.replyCount(in: room) + 1
        try await rooms.owner.say("!ping", in: room)
        let again = try BotProcess(configuration: configuration, environment: ["BENCH_MATRIX_PASSWORD": "botpass123"], binary: binary)
        defer { again.stop() }
        do {
            let launched = ContinuousClock.now
            try await answerWait(again, launched: launched) {
                while rooms.owner.replyCount(in: room) < answered {
                    try await rooms.owner.readReplies(in: room, from: MatrixBenchmark.bot, waiting: .seconds(5))
                }
            }
            try await report("restart", again, since: launched)
        } catch {
            again.reportFailure()
            throw error
        }
    }

    /// Runs `wait`, giving up after two minutes.
    private static func answerWait(_ bot: BotProcess, launched: ContinuousClock.Instant,
                                   _ wait: @escaping @Sendable () async throws -> Void) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await wait() }
            group.addTask {
                try await Task.sleep(for: .seconds(120))
                throw LoadFailure("no !ping answered within 120 s of the bot's start")
            }
            try await group.next()
            group.cancelAll()
        }
    }

    private static func report(_ what: String, _ bot: BotProcess, since launched: ContinuousClock.Instant) async throws {
        let elapsed = ContinuousClock.now - launched
        let atAnswer = bot.residentMiB()
        let trimmed = try await LiveBenchmark.waitForStartTrim(bot, within: .seconds(70))
        print("  \(what): first !ping answered \(Figures.seconds(elapsed)) after launch; RSS \(format(atAnswer)) MiB then, "
            + "\(format(bot.residentMiB())) MiB \(trimmed ? "once its start is over" : "(no trim logged within 70 s)"); "
            + "peak RSS \(format(bot.peakResidentMiB())) MiB (\(bot.residentBreakdown()))")
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
