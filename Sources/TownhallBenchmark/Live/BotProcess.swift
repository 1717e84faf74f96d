import Foundation

/// The bot as the operator runs it — `townhall serve --config FILE`, the release binary beside
/// this benchmark — in its own process, so its CPU time and memory are its own and are read
/// from /proc, not mixed with the load generator's.
final class BotProcess: @unchecked Sendable {
    let process = Process()
    let logFile: URL

    /// `wrapper` runs the bot under another program (valgrind) when given; `binary` runs another
    /// build of the bot than the one beside the benchmark (an old copy, to compare).
    init(configuration: URL, environment: [String: String], wrapper: [String] = [], binary path: String? = nil) throws {
        let binary = path.map { URL(fileURLWithPath: $0) } ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("townhall")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw LoadFailure("\(binary.path) is missing: build it too (swift build -c release --scratch-path .build-release --product townhall)")
        }
        let arguments = [binary.path, "serve", "--config", configuration.path]
        process.executableURL = URL(fileURLWithPath: wrapper.isEmpty ? binary.path : "/usr/bin/env")
        process.arguments = wrapper.isEmpty ? Array(arguments.dropFirst()) : wrapper + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        logFile = configuration.deletingLastPathComponent().appendingPathComponent("bot.log")
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let log = try FileHandle(forWritingTo: logFile)
        process.standardOutput = log
        process.standardError = log
        try process.run()
        Self.stopWhenGone(bot: process.processIdentifier)
    }

    /// The bot runs in a session of its own (as `Process` starts every child), so a benchmark
    /// killed mid-run (its `defer` never runs, nor a signal to its process group reaches the bot)
    /// would leave it serving. A watcher of its own session ends the bot once this benchmark is
    /// gone, checking every second, and ends itself with the bot (which this benchmark reaps, so
    /// the bot's pid is not reused while the benchmark lives).
    private static func stopWhenGone(bot: Int32) {
        let watcher = Process()
        watcher.executableURL = URL(fileURLWithPath: "/bin/sh")
        let benchmark = getpid()
        watcher.arguments = ["-c", "while kill -0 \(benchmark) 2>/dev/null && kill -0 \(bot) 2>/dev/null; do sleep 1; done; "
            + "kill -0 \(benchmark) 2>/dev/null || kill -KILL \(bot) 2>/dev/null; exit 0"]
        watcher.standardOutput = FileHandle.nullDevice
        watcher.standardError = FileHandle.nullDevice
        try? watcher.run()
    }

    var pid: Int32 { process.processIdentifier }

    /// CPU time (user + system, every thread) the bot has used, in seconds: the sum of its
    /// threads' scheduler run times (/proc/PID/task/*/schedstat, nanoseconds), finer than the
    /// 10 ms ticks of /proc/PID/stat. Threads that already ended are in /proc/PID/stat only, so
    /// the larger of the two is taken.
    func cpuSeconds() -> Double { Self.cpuSeconds(of: pid) }

    /// The same for any process (the IRC server too).
    static func cpuSeconds(of pid: Int32) -> Double {
        max(ThreadActivity(of: pid).runSeconds, ticksSeconds(of: pid))
    }

    private static func ticksSeconds(of pid: Int32) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return 0 }
        // fields after the command name: state is field 3, utime 14, stime 15
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Resident memory now, in MiB (VmRSS).
    func residentMiB() -> Double { statusMiB("VmRSS") }

    /// The most resident memory the bot ever had, in MiB (VmHWM): what its largest moment took.
    func peakResidentMiB() -> Double { statusMiB("VmHWM") }

    /// A field of /proc/PID/status given in kB, in MiB (0 when it cannot be read).
    private func statusMiB(_ field: String) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
              let kib = Double(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kib / 1024
    }

    /// Of the resident memory, how much is anonymous (heap, stacks, caches, pages written after
    /// loading) and how much is clean pages mapped from files (the binary's and the libraries'
    /// code and data): RssAnon and RssFile of /proc/PID/status, with the thread count.
    func residentBreakdown() -> String {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return "" }
        func field(_ name: String) -> Double {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
                  let value = Double(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") else { return 0 }
            return value
        }
        return String(format: "RssAnon %.1f MiB, RssFile %.1f MiB, RssShmem %.1f MiB; %.0f threads",
                      field("RssAnon") / 1024, field("RssFile") / 1024, field("RssShmem") / 1024, field("Threads"))
    }

    /// The resident MiB of each file mapped (all its segments together) and of anonymous memory,
    /// largest first, from /proc/PID/smaps: which library the pages belong to.
    func residentByMapping(count: Int) -> [(name: String, mebibytes: Double)] {
        // read to the end by hand: /proc files report a size of 0, and String(contentsOfFile:)
        // stopped after the first mappings (the binary's) on this toolchain
        guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/smaps") else { return [] }
        defer { try? handle.close() }
        var data = Data()
        while let chunk = try? handle.read(upToCount: 65_536), !chunk.isEmpty { data.append(chunk) }
        let text = String(decoding: data, as: UTF8.self)
        var kibibytes: [String: Double] = [:]
        var current = "[anonymous]"
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let first = fields.first, first.contains("-"), !first.hasSuffix(":") {
                // a mapping's header: address range, permissions, offset, device, inode, then the path
                current = fields.count > 5 ? fields[5...].joined(separator: " ") : "[anonymous]"
                if !current.hasPrefix("/") { current = current.hasPrefix("[") ? current : "[anonymous]" }
            } else if fields.first == "Rss:", fields.count > 1, let kib = Double(fields[1]) {
                kibibytes[current, default: 0] += kib
            }
        }
        return kibibytes.sorted { $0.value > $1.value }.prefix(count)
            .map { (($0.key as NSString).lastPathComponent, $0.value / 1024) }
    }

    func stop() {
        guard process.isRunning else { return }
        process.interrupt()
        process.waitUntilExit()
    }

    var log: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }

    /// After a failed run: prints the log's last lines and keeps the whole log in the temporary
    /// folder (the run's own folder is removed).
    func reportFailure() {
        let log = log
        print("bot log (last lines):\n" + log.split(separator: "\n").suffix(30).joined(separator: "\n"))
        let kept = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-live-failed-\(pid).log")
        if (try? log.write(to: kept, atomically: true, encoding: .utf8)) != nil { print("whole bot log: \(kept.path)") }
    }
}
