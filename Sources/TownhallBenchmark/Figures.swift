import Foundation

/// Turns measurements into the figures the benchmarks print.
enum Figures {
    static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f s", inSeconds(duration))
    }

    static func inSeconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    static func perSecond(_ count: Int, in duration: Duration) -> String {
        String(format: "%.0f/s", Double(count) / inSeconds(duration))
    }

    static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.3f ms", inSeconds(duration) * 1_000)
    }

    /// CPU time (user + system) this process has used so far. Other programs sharing the machine
    /// slow the wall clock, not this, so rates per CPU-second stay comparable between runs.
    static func processCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// CPU time (user + system) this process has used so far, as `getrusage` counts it: what a
    /// worker process reports for its share, and the parent for its own, so the two add up.
    static func resourceUsageCPUTime() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// Bytes this process has handed to write system calls so far (`wchar` of /proc/self/io; 0
    /// where there is none): for SQLite, the WAL frames its commits append and the pages its
    /// checkpoints copy back, a count that does not swing with the machine's load as CPU time does.
    static func bytesWritten() -> Int {
        guard let io = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8),
              let line = io.split(separator: "\n").first(where: { $0.hasPrefix("wchar:") }) else { return 0 }
        return Int(line.dropFirst("wchar:".count).trimmingCharacters(in: .whitespaces)) ?? 0
    }

    /// "p50 … p99 … max …" of `samples` (any order).
    static func latency(_ samples: [Duration]) -> String {
        let sorted = samples.sorted()
        guard let last = sorted.last else { return "no samples" }
        func percentile(_ p: Int) -> Duration { sorted[min(sorted.count - 1, sorted.count * p / 100)] }
        return "p50 \(milliseconds(percentile(50)))  p99 \(milliseconds(percentile(99)))  max \(milliseconds(last))"
            + "  (\(sorted.count) runs)"
    }
}
