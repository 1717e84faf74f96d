import Chat
import Civic
import Foundation
import SQLStore
import Storage
import TownhallApp

/// `TownhallBenchmark upvotes`: on 1 million questions and 100 thousand accounts,
/// acknowledged-and-committed upvotes per second with many concurrent callers — through the
/// Storage API and through the chat command path (`up Q12` handled by the real ChatCore, as
/// the console and IRC drive it) — and the latency of `questions <member> top`.
enum UpvotesBenchmark {
    /// Upvotes in flight at once (each caller waits for its reply before sending the next).
    static let concurrentCallers = 500
    /// Voters per measured path; each casts a full day's budget of 3. `TOWNHALL_BENCH_VOTERS`
    /// makes a run small enough for valgrind (callgrind counts instructions ~50 times slower).
    static let votersPerPath = ProcessInfo.processInfo.environment["TOWNHALL_BENCH_VOTERS"].flatMap(Int.init) ?? 30_000
    /// Enough that p99 is the slowest 100, not 30 runs a short stall on a shared machine could fill.
    static let topRuns = 10_000
    /// The background load while `busy` measures `top`.
    static let busyUpvotesPerSecond = 1_000

    /// The measurements, in order; `TownhallBenchmark upvotes top chat` runs only those named.
    static let parts = ["storage", "chat", "serial", "top", "busy"]

    /// The word that chooses PostgreSQL (the real test server, see `PostgresBenchDatabase`)
    /// instead of a part.
    static let postgresWord = "postgres"

    static func run() async throws {
        if CommandLine.arguments.dropFirst(2).first == UpvotesPostgresBenchmark.workerWord {
            return try await UpvotesPostgresBenchmark.runWorker(Array(CommandLine.arguments.dropFirst(3)))
        }
        let arguments = Set(CommandLine.arguments.dropFirst(2))
        let chosen = arguments.subtracting([postgresWord])
        if let unknown = chosen.subtracting(parts).first {
            throw BenchmarkUsage(description: "no part \"\(unknown)\" in upvotes; parts: \(parts.joined(separator: " "))"
                + "; or postgres [serial] for PostgreSQL")
        }
        if arguments.contains(postgresWord) {
            return try await UpvotesPostgresBenchmark.run(serial: chosen.contains("serial"))
        }
        func wanted(_ part: String) -> Bool { chosen.isEmpty || chosen.contains(part) }
        let (database, folder) = try await SyntheticDatabase.freshCopy()
        defer { SyntheticDatabase.discard(folder) }
        let questions = try await database.reading { try $0.questionCount() }
        print("database: \(questions) questions, \(SyntheticDatabase.accountCount) accounts, "
            + "\(SyntheticDatabase.members.count) members")
        let rules = QuestionRules()
        let core = TownhallCore.make(database: database, rules: CivicRules(questions: rules))

        let storage: @Sendable (Int, Int) async throws -> UpvoteResult = { voter, question in
            UpvoteResult(try await database.upvote(Int64(question + 1), by: SyntheticDatabase.account(voter),
                                                   day: rules.dayKey(for: Date()), limit: rules.dailyUpvotes, at: Date()))
        }
        if wanted("storage") {
            try await measureUpvotes("storage API (TownhallDatabase.upvote)", voters: 0..<votersPerPath,
                                     callers: concurrentCallers, databases: [database], upvote: storage)
        }
        let chatVoters = votersPerPath..<(2 * votersPerPath)
        if wanted("chat") { try await measureUpvotes("chat command path (ChatCore, \"up Q…\" in a DM)", voters: chatVoters,
                                 callers: concurrentCallers, databases: [database]) { voter, question in
            let name = SyntheticDatabase.account(voter).name
            let event = ChatEvent(network: SyntheticDatabase.network, sender: ChatSender(nick: name, account: name),
                                  place: .direct, text: "up Q\(question + 1)")
            guard let reply = await core.handle(event).first?.text, reply.hasPrefix("Upvoted") else { return .refused }
            return reply.contains(" is now #") ? .overtook : .counted
        } }
        // One caller at a time: every upvote waits for its own commit (what a front that handles
        // messages strictly one after another gets).
        if wanted("serial") {
            try await measureUpvotes("storage API, one caller at a time", voters: (2 * votersPerPath)..<(2 * votersPerPath + 1_000),
                                     callers: 1, databases: [database], upvote: storage)
        }
        if wanted("top") { try await measureTop(core: core, database: database) }
        if wanted("busy") { try await measureTopWhileUpvoting(core: core, database: database, rules: rules) }
    }

    /// `failed`: the engine gave up on the transaction after conflicts (PostgreSQL).
    enum UpvoteResult {
        case counted, overtook, refused, failed

        /// An upvote's outcome as the benchmark tallies it: counted, counted and risen, or refused.
        init(_ outcome: UpvoteOutcome) {
            guard case let .counted(_, _, _, rose, _) = outcome else {
                self = .refused
                return
            }
            self = rose ? .overtook : .counted
        }
    }

    struct BenchmarkUsage: Error, CustomStringConvertible {
        var description: String
    }

    /// Every voter casts 3 upvotes, one after the other; `callers` voters at a time.
    /// On PostgreSQL also the transactions run again after a conflict; the CPU time is this
    /// process's (the engines'), not the server's.
    static func measureUpvotes(_ label: String, voters: Range<Int>, callers: Int, databases: [TownhallDatabase],
                               upvote: @escaping @Sendable (Int, Int) async throws -> UpvoteResult) async throws {
        let report = try await runShare(plan(voters: voters), callers: callers, databases: databases, upvote: upvote)
        print("\(label), \(callers) concurrent caller\(callers == 1 ? "" : "s"):")
        printTotals(report, showConflicts: databases.contains(where: { $0.engine is PostgresEngine }))
    }

    /// Each voter of `voters` with the 3 distinct questions it upvotes: the same plan in every
    /// process that makes it (a worker process takes its share of the parent's plan).
    static func plan(voters: Range<Int>) -> [(voter: Int, questions: [Int])] {
        var random = SplitMix64(seed: UInt64(voters.lowerBound) &+ 7)
        return voters.map { ($0, SyntheticDatabase.distinctQuestions(3, for: $0, using: &random, power: 2)) }
    }

    /// Runs `plan` with `callers` callers, each awaiting its reply before its next upvote, and
    /// counts what happened from the first upvote to the last reply.
    static func runShare(_ plan: [(voter: Int, questions: [Int])], callers: Int, databases: [TownhallDatabase],
                         upvote: @escaping @Sendable (Int, Int) async throws -> UpvoteResult) async throws -> ShareReport {
        let meter = ShareMeter(databases: databases) { .of($0) { $0.upvoteBatching } }
        let results = try await withThrowingTaskGroup(of: [UpvoteResult].self) { group in
            for caller in 0..<callers {
                group.addTask {
                    var results: [UpvoteResult] = []
                    for index in stride(from: caller, to: plan.count, by: callers) {
                        let (voter, questions) = plan[index]
                        for question in questions {
                            do {
                                results.append(try await upvote(voter, question))
                            } catch SQLEngineError.gaveUpAfterConflicts {
                                results.append(.failed)
                            }
                        }
                    }
                    return results
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        var report = meter.finish()
        report.acknowledged = results.filter { $0 == .counted || $0 == .overtook }.count
        report.refused = results.filter { $0 == .refused }.count
        report.failed = results.filter { $0 == .failed }.count
        report.overtook = results.filter { $0 == .overtook }.count
        return report
    }

    /// The figures of a round (or of every process's share of it added up), indented under its label.
    static func printTotals(_ report: ShareReport, showConflicts: Bool) {
        let elapsed = Duration.seconds(report.seconds)
        print("  \(report.acknowledged) upvotes acknowledged and committed in \(Figures.seconds(elapsed)): "
            + "\(Figures.perSecond(report.acknowledged, in: elapsed)) (\(report.refused) refused, "
            + "\(report.overtook) replies said \"now #N\"\(report.failed > 0 ? ", \(report.failed) FAILED: the engine gave up" : ""))")
        print(String(format: "  CPU time %.2f s (%.0f%% of one core): %.0f upvotes per CPU-second", report.cpuSeconds,
                     100 * report.cpuSeconds / report.seconds, Double(report.acknowledged) / report.cpuSeconds))
        print("  \(report.transactions) transactions, \(report.transactions == 0 ? 0 : report.requests / report.transactions)"
            + " upvotes per transaction on average, largest \(report.largestBatch)")
        if showConflicts {
            print("  \(report.retried) transactions run again after a conflict, \(report.gaveUp) given up")
        } else if report.acknowledged > 0 {
            print(String(format: "  %.1f KiB written per upvote (WAL frames and checkpoints, /proc/self/io wchar)",
                         Double(report.bytesWritten) / 1024 / Double(report.acknowledged)))
        }
    }

    /// `questions <member> top` one after another (latency, not throughput), over members of
    /// every size, through the command path; then the storage query alone for comparison.
    private static func measureTop(core: ChatCore, database: TownhallDatabase) async throws {
        print("questions <member> top, chat command path: \(await topThroughCommands(core: core))")
        let members = SyntheticDatabase.members
        let clock = ContinuousClock()
        var querySamples: [Duration] = []
        for run in 0..<topRuns {
            let listing = QuestionListing(official: .member(members[run % members.count].bioguideID), order: .top,
                                          limit: 50) // what `questions` lists per command
            let started = clock.now
            _ = try await database.reading { try $0.questionHeadlines(listing) } // what the command reads
            querySamples.append(clock.now - started)
        }
        print("questions <member> top, storage query alone: \(Figures.latency(querySamples))")
    }

    /// `top` latency on a live bot: the same command path while upvotes keep committing in the
    /// background at about `busyUpvotesPerSecond` (each commit also makes every reader's page
    /// cache stale, so this is the colder case).
    private static func measureTopWhileUpvoting(core: ChatCore, database: TownhallDatabase, rules: QuestionRules) async throws {
        let callers = 50
        let pause = Duration.seconds(Double(callers) / Double(busyUpvotesPerSecond))
        let voters = (2 * votersPerPath + 1_000)..<SyntheticDatabase.accountCount
        let clock = ContinuousClock()
        let started = clock.now
        let background = Task {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for caller in 0..<callers {
                    group.addTask {
                        var random = SplitMix64(seed: UInt64(caller) &+ 99)
                        var committed = 0
                        for voter in stride(from: voters.lowerBound + caller, to: voters.upperBound, by: callers) {
                            for question in SyntheticDatabase.distinctQuestions(3, for: voter, using: &random, power: 2) {
                                if Task.isCancelled { return committed }
                                let outcome = try await database.upvote(
                                    Int64(question + 1), by: SyntheticDatabase.account(voter),
                                    day: rules.dayKey(for: Date()), limit: rules.dailyUpvotes, at: Date())
                                if case .counted = outcome { committed += 1 }
                                try? await Task.sleep(for: pause)
                            }
                        }
                        return committed
                    }
                }
                return try await group.reduce(0, +)
            }
        }
        let latency = await topThroughCommands(core: core)
        background.cancel()
        let committed = try await background.value
        let elapsed = clock.now - started
        print("questions <member> top while upvotes commit (\(Figures.perSecond(committed, in: elapsed)) in the background): "
            + latency)
    }

    /// Runs `questions <member> top` `topRuns` times (after 200 to warm up) and describes the latency.
    private static func topThroughCommands(core: ChatCore) async -> String {
        let members = SyntheticDatabase.members
        func words(_ member: Member) -> String {
            if let district = member.district { return "\(member.state)-\(district < 10 ? "0" : "")\(district)" }
            return member.lastName
        }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        var failures = 0
        for run in 0..<(topRuns + 200) {
            let member = members[run % members.count]
            let event = ChatEvent(network: SyntheticDatabase.network, sender: ChatSender(nick: "reader\(run)"),
                                  place: .direct, text: "questions \(words(member)) top")
            let started = clock.now
            let replies = await core.handle(event)
            let elapsed = clock.now - started
            if replies.first?.text.hasPrefix("Top questions for") != true { failures += 1 }
            if run >= 200 { samples.append(elapsed) } // the first 200 warm the caches
        }
        return Figures.latency(samples) + (failures > 0 ? " — \(failures) runs did not list questions!" : "")
    }
}
