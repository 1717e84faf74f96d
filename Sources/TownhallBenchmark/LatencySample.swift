/// Durations of many runs of one operation, summarised as percentiles.
struct LatencySample {
    private(set) var durations: [Duration] = []

    mutating func record(_ duration: Duration) { durations.append(duration) }

    /// The duration below which `percent` of the runs finished (nearest rank).
    func percentile(_ percent: Double) -> Duration {
        let sorted = durations.sorted()
        guard !sorted.isEmpty else { return .zero }
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }

    /// "p50 0.412 ms, p99 1.030 ms over 2000 runs".
    var summary: String {
        "p50 \(Self.milliseconds(percentile(50))), p99 \(Self.milliseconds(percentile(99))) over \(durations.count) runs"
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        return String(format: "%.3f ms", value)
    }
}
