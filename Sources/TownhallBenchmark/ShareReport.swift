import Foundation

/// What one bot process did with its share of a measured round — the parent's own share, or a
/// worker process's, which the worker prints on stdout as one `line` for the parent to parse.
struct ShareReport: Equatable {
    var acknowledged = 0
    var refused = 0
    /// Requests whose transaction the engine gave up on after conflicting 10 times in a row (the
    /// caller got an error, as a bot's user would get an error reply): counted, not fatal, so a
    /// run on a busy machine still reports its figures.
    var failed = 0
    /// Upvotes whose reply said "now #N" (0 where the round has no such reply).
    var overtook = 0
    /// Wall clock from the start barrier to the share's last reply.
    var seconds = 0.0
    /// CPU time (user + system, `getrusage`) the process used meanwhile.
    var cpuSeconds = 0.0
    /// Bytes the process handed to write system calls meanwhile (`Figures.bytesWritten`; not in
    /// `line`: on PostgreSQL the server writes).
    var bytesWritten = 0
    var transactions = 0
    var requests = 0
    var largestBatch = 0
    /// Transactions the engine ran again after a conflict, and writes it gave up.
    var retried = 0
    var gaveUp = 0

    static let linePrefix = "share"

    /// `share acknowledged=… refused=… …`: one line, keys in a fixed order, nothing else on it.
    var line: String {
        ([Self.linePrefix] + fields.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    }

    init() {}

    /// Parses `line`; nil when it is not a complete share line (a worker that printed something
    /// else is reported as failed, not read as zeros).
    init?(line: String) {
        let words = line.split(separator: " ")
        guard words.first == Substring(Self.linePrefix) else { return nil }
        var values: [String: String] = [:]
        for word in words.dropFirst() {
            let pair = word.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            values[String(pair[0])] = String(pair[1])
        }
        func int(_ key: String) -> Int? { values[key].flatMap { Int($0) } }
        func double(_ key: String) -> Double? { values[key].flatMap { Double($0) } }
        guard let acknowledged = int("acknowledged"), let refused = int("refused"), let failed = int("failed"), let overtook = int("overtook"),
              let seconds = double("seconds"), let cpuSeconds = double("cpu"), let transactions = int("transactions"),
              let requests = int("requests"), let largestBatch = int("largest"), let retried = int("retried"),
              let gaveUp = int("gaveup") else { return nil }
        self.acknowledged = acknowledged
        self.refused = refused
        self.failed = failed
        self.overtook = overtook
        self.seconds = seconds
        self.cpuSeconds = cpuSeconds
        self.transactions = transactions
        self.requests = requests
        self.largestBatch = largestBatch
        self.retried = retried
        self.gaveUp = gaveUp
    }

    private var fields: KeyValuePairs<String, String> {
        ["acknowledged": "\(acknowledged)", "refused": "\(refused)", "failed": "\(failed)", "overtook": "\(overtook)",
         "seconds": "\(seconds)", "cpu": "\(cpuSeconds)", "transactions": "\(transactions)", "requests": "\(requests)",
         "largest": "\(largestBatch)", "retried": "\(retried)", "gaveup": "\(gaveUp)"]
    }

    /// Prints each process's line of a two-process round; `noun` names what was counted
    /// ("upvotes"), or nil for a bare count.
    static func printProcesses(of round: WorkerProcess.Round, noun: String? = nil) {
        let counted = noun.map { " \($0)" } ?? ""
        let workers = round.theirs.enumerated().map { (round.theirs.count == 1 ? "worker process" : "worker process \($0 + 1)", $1) }
        for (name, share) in [("this process", round.mine)] + workers {
            print(String(format: "  %@: %d%@ in %.2f s: %.0f/s; CPU time %.2f s: %.0f%@ per CPU-second; "
                + "%d transactions, %d run again after a conflict, %d given up (%d requests failed)", name, share.acknowledged,
                counted, share.seconds, Double(share.acknowledged) / share.seconds, share.cpuSeconds,
                Double(share.acknowledged) / share.cpuSeconds, counted, share.transactions, share.retried, share.gaveUp,
                share.failed))
        }
    }

    /// The shares of one round added up (the wall clock is the round's, measured by the parent).
    func adding(_ other: ShareReport) -> ShareReport {
        var sum = self
        sum.acknowledged += other.acknowledged
        sum.refused += other.refused
        sum.failed += other.failed
        sum.overtook += other.overtook
        sum.seconds = max(seconds, other.seconds)
        sum.cpuSeconds += other.cpuSeconds
        sum.bytesWritten += other.bytesWritten
        sum.transactions += other.transactions
        sum.requests += other.requests
        sum.largestBatch = max(largestBatch, other.largestBatch)
        sum.retried += other.retried
        sum.gaveUp += other.gaveUp
        return sum
    }
}
