import Civic
import Foundation
import Storage

/// `TownhallBenchmark upvotes postgres [serial]`: the storage part of `upvotes` on PostgreSQL with
/// one bot process, then with two and with four real OS processes — this one and workers (this
/// binary again, `WorkerProcess`), each with its own engine and connection pool on the same
/// database and an equal part of the callers, started together — then with `serial` one caller at
/// a time. Each round has other voters, so daily budgets start fresh.
enum UpvotesPostgresBenchmark {
    /// The hidden mode a worker runs in: `upvotes postgres-worker URL FIRST END SHARE SHARES CALLERS`.
    static let workerWord = "postgres-worker"
    /// The bot processes of the rounds after the one-process round.
    static let processCounts = [2, 4]

    static func run(serial: Bool) async throws {
        let bench = try await PostgresBenchDatabase.open(label: "upvotes", processes: 1,
                                                         seed: PostgresBenchDatabase.seedUpvotes)
        let database = bench.databases[0]
        let voters = UpvotesBenchmark.votersPerPath
        try await UpvotesBenchmark.measureUpvotes("PostgreSQL, storage API, 1 bot process", voters: 0..<voters,
                                                  callers: UpvotesBenchmark.concurrentCallers, databases: [database],
                                                  upvote: storage(database))
        for (round, processes) in processCounts.enumerated() {
            try await measureWithWorkers(bench, processes: processes, voters: ((round + 1) * voters)..<((round + 2) * voters))
        }
        let nextVoter = (processCounts.count + 1) * voters
        if serial {
            try await UpvotesBenchmark.measureUpvotes("PostgreSQL, storage API, one caller at a time",
                                                      voters: nextVoter..<(nextVoter + 1_000), callers: 1,
                                                      databases: [database], upvote: storage(database))
        }
        try await database.close()
    }

    /// A round of `processes` processes: share 0 of the plan here, the others in workers, the
    /// callers split evenly; then each process's figures and the round's.
    private static func measureWithWorkers(_ bench: PostgresBenchDatabase.Opened, processes: Int,
                                           voters: Range<Int>) async throws {
        let callers = UpvotesBenchmark.concurrentCallers / processes
        let database = bench.databases[0]
        let plan = share(0, of: UpvotesBenchmark.plan(voters: voters), shares: processes)
        let workers = (1..<processes).map { index in
            ["upvotes", workerWord, bench.url, "\(voters.lowerBound)", "\(voters.upperBound)", "\(index)",
             "\(processes)", "\(callers)"]
        }
        let round = try await WorkerProcess.round(workers: workers, password: bench.password) {
            try await UpvotesBenchmark.runShare(plan, callers: callers, databases: [database], upvote: storage(database))
        }
        print("PostgreSQL, storage API, " + WorkerProcess.roundTitle(processes: processes, callers: callers))
        ShareReport.printProcesses(of: round, noun: "upvotes")
        print("  all processes:")
        UpvotesBenchmark.printTotals(round.total, showConflicts: true)
    }

    /// In the worker: connects, takes its share of the plan, waits for the parent's go, runs its
    /// callers and reports.
    static func runWorker(_ arguments: [String]) async throws {
        guard arguments.count == 6, let first = Int(arguments[1]), let end = Int(arguments[2]), first < end,
              let index = Int(arguments[3]), let shares = Int(arguments[4]), (0..<shares).contains(index),
              let callers = Int(arguments[5]), callers > 0 else {
            throw UpvotesBenchmark.BenchmarkUsage(description: "usage: upvotes \(workerWord) URL FIRST END SHARE SHARES CALLERS"
                + " (started by `upvotes postgres`, password in $\(WorkerProcess.passwordVariable))")
        }
        let database = try await TownhallDatabase.open(postgres: arguments[0], password: try WorkerProcess.password(),
                                                       migrate: false)
        let plan = share(index, of: UpvotesBenchmark.plan(voters: first..<end), shares: shares)
        try WorkerProcess.awaitStart()
        let report = try await UpvotesBenchmark.runShare(plan, callers: callers, databases: [database],
                                                         upvote: storage(database))
        WorkerProcess.send(report)
        try await database.close()
    }

    /// Share `index` of `plan`: its voters whose number leaves `index` divided by `shares` (the
    /// voters the one-process benchmark alternated between its engines).
    private static func share(_ index: Int, of plan: [(voter: Int, questions: [Int])],
                              shares: Int) -> [(voter: Int, questions: [Int])] {
        plan.filter { $0.voter % shares == index }
    }

    /// An upvote through the storage API, as `upvote` on a bot does it.
    private static func storage(_ database: TownhallDatabase) -> @Sendable (Int, Int) async throws -> UpvotesBenchmark.UpvoteResult {
        let rules = QuestionRules()
        return { voter, question in
            UpvotesBenchmark.UpvoteResult(try await database.upvote(Int64(question + 1), by: SyntheticDatabase.account(voter),
                                                                    day: rules.dayKey(for: Date()), limit: rules.dailyUpvotes, at: Date()))
        }
    }
}
