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
        let expected = expectedByDestination()
        var destinations = expected.map(\.destination)
        for reply in actual where !destinations.contains(reply.destination) {
            destinations.append(reply.destination)
        }
        var failed = false
        var report: [String] = []
        for destination in destinations {
            let wanted = expected.first { $0.destination == destination }?.lines ?? []
            let got = actual.filter { $0.destination == destination }.map(\.text)
            report.append("  \(label(destination))")
            if Self.matches(wanted[...], got[...]) {
                report += got.map { "  = \($0)" }
            } else {
                failed = true
                report += Self.difference(wanted, got)
            }
        }
        guard failed else { return nil }
        let what = turn.expectations.isEmpty ? "expected no reply" : "replies differ"
        return "\(what) to \"\(turn.text)\" (\(speaker))\n" + report.joined(separator: "\n")
    }

    /// The `#bot` blocks merged per destination, in order of first appearance.
    private func expectedByDestination() -> [(destination: ChatReply.Destination, lines: [ScriptExpectedLine])] {
        var merged: [(destination: ChatReply.Destination, lines: [ScriptExpectedLine])] = []
        for block in turn.expectations {
            if let index = merged.firstIndex(where: { $0.destination == block.destination }) {
                merged[index].lines += block.lines
            } else {
                merged.append((block.destination, block.lines))
            }
        }
        return merged
    }

    /// Pairs expected and actual lines by position; with `{...}` positions mean nothing, so
    /// both lists are shown whole.
    private static func difference(_ wanted: [ScriptExpectedLine], _ got: [String]) -> [String] {
        func expected(_ line: ScriptExpectedLine) -> String { "  - \(line.pattern)    (expected, line \(line.line))" }
        func sent(_ text: String) -> String { "  + \(text)    (actual)" }
        if wanted.contains(where: \.isAnyLines) {
            return wanted.map(expected) + got.map(sent)
        }
        var lines: [String] = []
        for index in 0..<max(wanted.count, got.count) {
            let want = index < wanted.count ? wanted[index] : nil
            let have = index < got.count ? got[index] : nil
            if let want, let have, want.matches(have) {
                lines.append("  = \(have)")
            } else {
                lines += [want.map(expected), have.map(sent)].compactMap { $0 }
            }
        }
        return lines
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
