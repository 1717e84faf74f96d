/// Compares a turn's replies with its `#bot` blocks, destination by destination, and
/// renders the difference for people: "  = matched", "  - expected (line N)", "  + actual".
public struct ReplyDiff: Sendable {
    public let turn: ScriptTurn
    public let actual: [ChatReply]

    /// `actual` is everything the bot sent for this turn (in process, or collected live).
    public init(turn: ScriptTurn, actual: [ChatReply]) {
        self.turn = turn
        self.actual = actual
    }

    /// nil when every destination got exactly the expected lines, in order.
    public func mismatch() -> String? {
        var expected: [(ChatReply.Destination, [ScriptExpectedLine])] = []
        for block in turn.expectations {
            if let index = expected.firstIndex(where: { $0.0 == block.destination }) {
                expected[index].1 += block.lines
            } else {
                expected.append((block.destination, block.lines))
            }
        }
        var destinations = expected.map(\.0)
        for reply in actual where !destinations.contains(reply.destination) {
            destinations.append(reply.destination)
        }
        var failed = false
        var report: [String] = []
        for destination in destinations {
            let wanted = expected.first { $0.0 == destination }?.1 ?? []
            let got = actual.filter { $0.destination == destination }.map(\.text)
            report.append("  \(label(destination))")
            if Self.matches(wanted[...], got[...]) {
                report += got.map { "  = \($0)" }
                continue
            }
            failed = true
            if wanted.contains(where: \.isAnyLines) {
                report += wanted.map { "  - \($0.pattern)    (expected, line \($0.line))" }
                report += got.map { "  + \($0)    (actual)" }
                continue
            }
            for index in 0..<max(wanted.count, got.count) {
                let want = index < wanted.count ? wanted[index] : nil
                let have = index < got.count ? got[index] : nil
                if let want, let have, want.matches(have) {
                    report.append("  = \(have)")
                    continue
                }
                if let want { report.append("  - \(want.pattern)    (expected, line \(want.line))") }
                if let have { report.append("  + \(have)    (actual)") }
            }
        }
        guard failed || (turn.expectations.isEmpty && !actual.isEmpty) else { return nil }
        let what = turn.expectations.isEmpty ? "expected no reply" : "replies differ"
        return "\(what) to \"\(turn.text)\" (\(speaker))\n" + report.joined(separator: "\n")
    }

    private var speaker: String {
        let place = turn.place.channelName ?? "dm"
        return "\(turn.speaker.nick) in \(place)"
    }

    private func label(_ destination: ChatReply.Destination) -> String {
        switch destination {
        case .channel(let channel): "#bot \(channel)"
        case .direct(let nick) where nick == turn.speaker.nick: "#bot dm"
        case .direct(let nick): "#bot dm \(nick)"
        }
    }

    /// Line-by-line match where a `{...}` line stands for any number of lines (even none).
    static func matches(_ wanted: ArraySlice<ScriptExpectedLine>, _ got: ArraySlice<String>) -> Bool {
        guard let first = wanted.first else { return got.isEmpty }
        if first.isAnyLines {
            return got.indices.contains { matches(wanted.dropFirst(), got[$0...]) }
                || matches(wanted.dropFirst(), got[got.endIndex...])
        }
        guard let line = got.first, first.matches(line) else { return false }
        return matches(wanted.dropFirst(), got.dropFirst())
    }
}
