import Foundation

/// What `matrix encrypted` measured, and the figures it prints from it: CPU per command as a
/// range over rounds (a round's encrypted batch against the plain one just before it, so both met
/// the same load of the shared machine), and first answers as median and worst.
struct EncryptedFigures {
    /// One batch of commands in one DM, one at a time.
    struct Batch {
        var kind: String
        var round: Int
        var answered: Int
        /// How many of the bot's replies nio decrypted (all of them in the encrypted DM, none in the plain one).
        var decrypted: Int
        var botCPU: Double
        var synapseCPU: Double
        /// Each command's time from its send to its reply read.
        var milliseconds: [Double]

        var botMicrosecondsPerCommand: Double { botCPU / Double(max(1, answered)) * 1e6 }
        var synapseMicrosecondsPerCommand: Double { synapseCPU / Double(max(1, answered)) * 1e6 }

        var line: String {
            "round \(round), \(kind) DM: \(answered) commands (\(decrypted) replies decrypted by nio), bot CPU "
                + "\(EncryptedFigures.whole(botMicrosecondsPerCommand)) µs per command, Synapse \(EncryptedFigures.whole(synapseMicrosecondsPerCommand)) µs; "
                + "command → reply median \(EncryptedFigures.whole(EncryptedFigures.median(milliseconds))) ms"
        }
    }

    /// A new DM's first command and answer.
    struct FirstAnswer {
        var kind: String
        /// Milliseconds from the invite to the reply read.
        var total: Double
        /// Milliseconds from the invite to the bot's join seen.
        var join: Double
        /// Milliseconds from the first command sent to its reply read.
        var answer: Double
        var decrypted: Bool

        var line: String {
            "new \(kind) DM: invite → reply \(EncryptedFigures.whole(total)) ms (join seen after \(EncryptedFigures.whole(join)) ms, "
                + "command → reply \(EncryptedFigures.whole(answer)) ms\(decrypted ? ", decrypted by nio" : ""))"
        }
    }

    var batches: [Batch] = []
    var firstAnswers: [FirstAnswer] = []
    /// Bare /sync round trips (timeout 0), in milliseconds; nil until the driver gave them.
    var syncRoundTrips: [Double]?

    var summary: String {
        var lines = ["summary over \(Set(batches.map(\.round)).count) alternated rounds:"]
        for kind in ["plain", "encrypted"] {
            let mine = batches.filter { $0.kind == kind }
            let replies = mine.map(\.answered).reduce(0, +), decrypted = mine.map(\.decrypted).reduce(0, +)
            lines.append("  \(kind) DM: bot CPU \(Self.range(mine.map(\.botMicrosecondsPerCommand))) µs per command, Synapse "
                + "\(Self.range(mine.map(\.synapseMicrosecondsPerCommand))) µs; command → reply median "
                + "\(Self.range(mine.map { Self.median($0.milliseconds) })) ms; \(decrypted) of \(replies) replies decrypted")
        }
        let ratios = Set(batches.map(\.round)).sorted().compactMap { round -> Double? in
            guard let plain = batches.first(where: { $0.round == round && $0.kind == "plain" }),
                  let encrypted = batches.first(where: { $0.round == round && $0.kind == "encrypted" }) else { return nil }
            return encrypted.botMicrosecondsPerCommand / plain.botMicrosecondsPerCommand
        }
        lines.append("  encrypted ÷ plain, bot CPU per command, round by round: "
            + ratios.map { String(format: "%.2f×", $0) }.joined(separator: ", ") + " (target ≤ 1.5×)")
        for kind in ["encrypted", "plain"] {
            let mine = firstAnswers.filter { $0.kind == kind }
            guard !mine.isEmpty else { continue }
            lines.append("  first answer in a new \(kind) DM over \(mine.count) DMs: invite → reply median \(Self.whole(Self.median(mine.map(\.total)))) ms, "
                + "worst \(Self.whole(mine.map(\.total).max() ?? 0)) ms; command → reply median \(Self.whole(Self.median(mine.map(\.answer)))) ms, "
                + "worst \(Self.whole(mine.map(\.answer).max() ?? 0)) ms; join seen median \(Self.whole(Self.median(mine.map(\.join)))) ms"
                + (kind == "encrypted" ? "; \(mine.filter(\.decrypted).count) decrypted (target < 500 ms)" : ""))
        }
        if let trips = syncRoundTrips, !trips.isEmpty {
            lines.append("  bare /sync round trip (timeout 0, nio) over \(trips.count): median \(String(format: "%.1f", Self.median(trips))) ms, "
                + "worst \(String(format: "%.1f", trips.max() ?? 0)) ms")
        }
        return lines.joined(separator: "\n")
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func range(_ values: [Double]) -> String {
        guard let low = values.min(), let high = values.max() else { return "—" }
        return "\(whole(low))–\(whole(high))"
    }

    static func whole(_ value: Double) -> String { String(format: "%.0f", value) }
}
