import Foundation

/// A second bot process for the PostgreSQL benchmarks: this benchmark's own binary run again in a
/// hidden worker mode (`upvotes postgres-worker …`), which opens its own engine on the same
/// database. The start barrier is a line each way: the worker prints `ready` once it is connected
/// and has its plan, then waits for `go` on stdin, so both processes start their shares at the
/// same moment; it ends with one `ShareReport` line on stdout. A worker that exits early or prints
/// anything else fails the benchmark with its stderr.
final class WorkerProcess: @unchecked Sendable {
    /// The environment variable that carries the database password to the worker (never argv,
    /// which every user of the machine can read in `ps`).
    static let passwordVariable = "TOWNHALL_BENCH_WORKER_PASSWORD"
    static let readyLine = "ready"
    static let goLine = "go"

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    /// Blocking pipe reads happen here, off the Swift concurrency pool (two threads on this
    /// machine: one blocked there would halve the parent's own share).
    private let reading = DispatchQueue(label: "worker-stdout")
    private var buffered = Data() // only touched on `reading`
    private let errorText = ErrorText()

    /// Starts `arguments` on this very binary with `password` in its environment.
    init(arguments: [String], password: String) throws {
        let binary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[Self.passwordVariable] = password
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorText = errorText
        let handle = errors.fileHandleForReading
        DispatchQueue.global().async { errorText.finish(with: handle.readDataToEndOfFile()) }
    }

    /// What a round of several processes measured: this process's share, each worker's, and all
    /// of them added up with the round's wall clock (from go to the last report).
    struct Round {
        var mine: ShareReport
        var theirs: [ShareReport]
        var total: ShareReport
    }

    /// A two-process round: one worker started with `arguments` (see `round(workers:password:mine:)`).
    static func round(arguments: [String], password: String,
                      mine: () async throws -> ShareReport) async throws -> Round {
        try await round(workers: [arguments], password: password, mine: mine)
    }

    /// A round of this process and one worker per element of `workers` (each its arguments):
    /// starts them all, waits until every one is ready, says go to each and runs `mine` here
    /// meanwhile. A failure on any side stops the workers, so none outlives the benchmark.
    static func round(workers arguments: [[String]], password: String,
                      mine: () async throws -> ShareReport) async throws -> Round {
        var workers: [WorkerProcess] = []
        do {
            for worker in arguments {
                workers.append(try WorkerProcess(arguments: worker, password: password))
            }
            for worker in workers {
                try await worker.ready()
            }
            let clock = ContinuousClock()
            let started = clock.now
            for worker in workers {
                try worker.go()
            }
            let reports = workers.map { worker in Task { try await worker.report() } }
            let ours = try await mine()
            var theirs: [ShareReport] = []
            for report in reports {
                theirs.append(try await report.value)
            }
            var total = theirs.reduce(ours) { $0.adding($1) }
            total.seconds = Figures.inSeconds(clock.now - started)
            return Round(mine: ours, theirs: theirs, total: total)
        } catch {
            workers.forEach { $0.stop() }
            throw error
        }
    }

    /// The title of a round's figures, after what was measured.
    static func roundTitle(processes: Int, callers: Int) -> String {
        "\(processes) bot processes (\(processes) OS processes, one engine and pool each), \(callers) concurrent callers in each:"
    }

    /// Waits until the worker is connected and ready to start.
    func ready() async throws {
        let line = try await nextLine()
        guard line == Self.readyLine else { throw await failure("did not get ready (said \(line.map { "\"\($0)\"" } ?? "nothing"))") }
    }

    /// Lets the worker start its share.
    func go() throws {
        try input.fileHandleForWriting.write(contentsOf: Data((Self.goLine + "\n").utf8))
    }

    /// The worker's report once its share is done; then waits for it to exit.
    func report() async throws -> ShareReport {
        let line = try await nextLine()
        guard let line, let report = ShareReport(line: line) else {
            throw await failure("gave no report (said \(line.map { "\"\($0)\"" } ?? "nothing"))")
        }
        let status = await exitStatus()
        guard status == 0 else { throw await failure("exited with status \(status) after its report") }
        return report
    }

    /// Ends a worker the benchmark no longer waits for (after the parent's own share failed).
    func stop() {
        if process.isRunning { process.terminate() }
    }

    private func nextLine() async throws -> String? {
        let handle = output.fileHandleForReading
        return await withCheckedContinuation { continuation in
            reading.async { [self] in
                while true {
                    if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                        let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
                        buffered = Data(buffered[(newline + 1)...])
                        return continuation.resume(returning: line)
                    }
                    let chunk = handle.availableData
                    if chunk.isEmpty { return continuation.resume(returning: nil) } // end of file: the worker is gone
                    buffered.append(chunk)
                }
            }
        }
    }

    private func exitStatus() async -> Int32 {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { [process] in
                process.waitUntilExit()
                continuation.resume(returning: process.terminationStatus)
            }
        }
    }

    /// The error for a worker that went wrong: what it did, its exit status and its stderr.
    private func failure(_ what: String) async -> WorkerFailure {
        stop()
        let status = await exitStatus()
        let stderr = await errorText.value()
        return WorkerFailure(description: "worker process \(process.processIdentifier) \(what); exit status \(status); stderr:\n"
            + (stderr.isEmpty ? "(empty)" : stderr))
    }

    struct WorkerFailure: Error, CustomStringConvertible {
        var description: String
    }

    // MARK: the worker's side

    /// In the worker: says it is ready, then blocks until the parent says go (end of input means
    /// the parent is gone, and the worker must not run on alone).
    static func awaitStart() throws {
        writeLine(readyLine)
        guard readLine() == goLine else {
            throw WorkerFailure(description: "the parent process never said \(goLine)")
        }
    }

    /// In the worker: the one line the parent parses.
    static func send(_ report: ShareReport) {
        writeLine(report.line)
    }

    /// Straight to the pipe, unbuffered: the parent waits on this line.
    private static func writeLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// In the worker: the password the parent put in the environment.
    static func password() throws -> String {
        guard let password = ProcessInfo.processInfo.environment[passwordVariable] else {
            throw WorkerFailure(description: "\(passwordVariable) is not set (a worker is started by the benchmark itself)")
        }
        return password
    }
}

/// A worker's stderr, read to its end on another thread while the worker runs (so a chatty
/// worker never blocks on a full pipe).
private final class ErrorText: @unchecked Sendable {
    private let lock = NSLock()
    private var text: String?
    private var waiting: [CheckedContinuation<String, Never>] = []

    func finish(with data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        let waiting = lock.withLock {
            self.text = text
            defer { self.waiting = [] }
            return self.waiting
        }
        for continuation in waiting { continuation.resume(returning: text) }
    }

    func value() async -> String {
        await withCheckedContinuation { continuation in
            let ready: String? = lock.withLock {
                if let text { return text }
                waiting.append(continuation)
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
