import Foundation

/// What each thread of a process has done so far, from the scheduler's own counts
/// (/proc/PID/task/TID/schedstat: nanoseconds on a CPU, then times it was put on one): the
/// difference of two readings says which threads a stretch of work woke, how often, and what
/// their CPU came to. A thread that is woken pays its switch in and out whatever it then does,
/// so for a process that is mostly idle the count of runs is the figure to bring down.
struct ThreadActivity {
    struct Thread {
        /// The thread's name (/proc/PID/task/TID/comm): NIO's event loops and the Swift
        /// concurrency pool's workers name theirs.
        var name: String
        var runNanoseconds: UInt64
        /// Times the thread was put on a CPU: each wake-up is one.
        var runs: UInt64
    }

    private(set) var threads: [Int: Thread] = [:]

    init(of pid: Int32) {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        for task in tasks {
            guard let tid = Int(task),
                  let schedule = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8)
            else { continue }
            let fields = schedule.split(separator: " ").map { UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 }
            guard fields.count >= 3 else { continue }
            let name = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/comm", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "?"
            threads[tid] = Thread(name: name, runNanoseconds: fields[0], runs: fields[2])
        }
    }

    private init(threads: [Int: Thread]) {
        self.threads = threads
    }

    var runSeconds: Double { Double(threads.values.reduce(0) { $0 + $1.runNanoseconds }) / 1e9 }
    var runs: UInt64 { threads.values.reduce(0) { $0 + $1.runs } }

    /// What happened between `earlier` and this reading (threads born since count whole; threads
    /// that ended since are not seen).
    func since(_ earlier: ThreadActivity) -> ThreadActivity {
        ThreadActivity(threads: threads.reduce(into: [:]) { result, entry in
            let before = earlier.threads[entry.key]
            var thread = entry.value
            thread.runNanoseconds -= min(thread.runNanoseconds, before?.runNanoseconds ?? 0)
            thread.runs -= min(thread.runs, before?.runs ?? 0)
            if thread.runs > 0 { result[entry.key] = thread }
        })
    }

    /// Runs and CPU by thread name (the pool's workers share one), busiest first, each divided
    /// by `count`: "NIO-ELT-0-#0 2.01 runs 38.2 µs, …".
    func byName(per count: Int) -> String {
        let grouped = Dictionary(grouping: threads.values, by: \.name).map { name, threads in
            (name: name, runs: threads.reduce(0) { $0 + $1.runs },
             nanoseconds: threads.reduce(0) { $0 + $1.runNanoseconds }, count: threads.count)
        }
        return grouped.sorted { $0.nanoseconds > $1.nanoseconds }.map { thread in
            let threads = thread.count > 1 ? " (\(thread.count) threads)" : ""
            return "\(thread.name)\(threads) " + String(format: "%.2f runs %.1f µs", Double(thread.runs) / Double(count),
                                                          Double(thread.nanoseconds) / 1e3 / Double(count))
        }.joined(separator: ", ")
    }
}
