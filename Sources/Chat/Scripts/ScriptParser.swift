import Foundation

/// Reads the conversation-script format documented in commands/README.md.
public struct ScriptParser {
    public static let meUsage = "#me NICK dm|#channel [account=NAME] [noaccount] [op]"
    public static let botUsage = "#bot dm [NICK] | #bot #channel"

    private let path: String?
    private var steps: [ScriptStep] = []
    private var block = Block.none
    private var turn: PendingTurn?
    private var clock: PendingClock?

    private enum Block {
        case none, setup, me, bot(Int), clockBot(Int)
    }

    private struct PendingClock {
        var change: ScriptClockChange
        var line: Int
        var expectations: [ScriptExpectation] = []
    }

    private struct PendingTurn {
        var speaker: ScriptSpeaker
        var place: ChatPlace
        var line: Int
        var text: String?
        var expectations: [ScriptExpectation] = []
        var nothingLine: Int?
    }

    private init(path: String?) { self.path = path }

    public static func parse(_ text: String, path: String? = nil) throws(ScriptParseError) -> ConversationScript {
        var parser = ScriptParser(path: path)
        return try parser.parse(text)
    }

    public static func parse(contentsOf url: URL, displayPath: String? = nil) throws(ScriptParseError) -> ConversationScript {
        let path = displayPath ?? url.path
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ScriptParseError(path: path, line: 0, message: "cannot read the file: \(error.localizedDescription)")
        }
        return try parse(text, path: path)
    }

    private mutating func parse(_ text: String) throws(ScriptParseError) -> ConversationScript {
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        var index = 0
        func isBlankOrComment(_ line: String) -> Bool {
            let trimmed = line.trimmingWhitespace()
            return trimmed.isEmpty || trimmed.hasPrefix("//")
        }
        while index < lines.count, isBlankOrComment(lines[index]) { index += 1 }
        guard index < lines.count else { throw error(1, "the script is empty; it starts with a title line") }
        let title = lines[index].trimmingWhitespace()
        guard !title.hasPrefix("#") else { throw error(index + 1, "the first line is the script's title, not a directive") }
        index += 1
        var description: [String] = []
        while index < lines.count, !lines[index].hasPrefix("#") {
            let line = lines[index].trimmingWhitespace()
            if !line.isEmpty && !line.hasPrefix("//") { description.append(line) }
            index += 1
        }
        for number in index..<lines.count {
            try read(lines[number], line: number + 1)
        }
        try finishTurn()
        guard steps.contains(where: { if case .turn = $0 { true } else { false } }) else {
            throw error(lines.count, "the script has no #me turn")
        }
        return ConversationScript(title: title, description: description, path: path, steps: steps)
    }

    private mutating func read(_ raw: String, line: Int) throws(ScriptParseError) {
        let text = raw.trimmingTrailingWhitespace()
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty || trimmed.hasPrefix("//") { return }
        if text.hasPrefix("#") {
            try directive(text, line: line)
        } else {
            try content(text.hasPrefix("\\") ? String(text.dropFirst()) : text, line: line)
        }
    }

    private mutating func directive(_ text: String, line: Int) throws(ScriptParseError) {
        let words = WordScanner.words(in: text).map(String.init)
        let arguments = Array(words.dropFirst())
        switch words[0] {
        case "#setup":
            try finishTurn()
            guard arguments.isEmpty else { throw error(line, "#setup takes no arguments; put setup lines below it") }
            block = .setup
        case "#clock":
            try finishTurn()
            guard arguments.count == 1 else { throw error(line, "usage: #clock 2026-11-21T12:00:00Z | #clock +25h") }
            clock = PendingClock(change: try clockChange(arguments[0], line: line), line: line)
            block = .none
        case "#me":
            try finishTurn()
            turn = try startTurn(arguments, line: line)
            block = .me
        case "#bot" where turn == nil && clock != nil:
            // what the bot says by itself once the clock has moved: nobody spoke, so a DM names its nick
            guard arguments.first != "dm" || arguments.count == 2 else {
                throw error(line, "after #clock nobody spoke: name who gets the DM, #bot dm NICK")
            }
            let destination = try botDestination(arguments, speaker: ScriptSpeaker(nick: "", account: nil), line: line)
            clock?.expectations.append(ScriptExpectation(destination: destination, lines: [], line: line))
            block = .clockBot((clock?.expectations.count ?? 1) - 1)
        case "#bot":
            guard var current = turn else { throw error(line, "#bot must follow a #me turn or a #clock") }
            guard current.nothingLine == nil else { throw error(line, "a turn cannot have both #nothing and #bot") }
            let destination = try botDestination(arguments, speaker: current.speaker, line: line)
            current.expectations.append(ScriptExpectation(destination: destination, lines: [], line: line))
            turn = current
            block = .bot(current.expectations.count - 1)
        case "#nothing":
            guard var current = turn else { throw error(line, "#nothing must follow a #me turn") }
            guard current.expectations.isEmpty else { throw error(line, "a turn cannot have both #bot and #nothing") }
            guard arguments.isEmpty else { throw error(line, "#nothing takes no arguments") }
            current.nothingLine = line
            turn = current
            block = .none
        default:
            throw error(line, "unknown directive \(words[0]) (known: #setup #clock #me #bot #nothing); "
                + "to write text that starts with #, begin the line with \\")
        }
    }

    private mutating func content(_ text: String, line: Int) throws(ScriptParseError) {
        switch block {
        case .none:
            throw error(line, "text outside a block; put it after #me, #bot or #setup")
        case .setup:
            steps.append(.setup(text.trimmingWhitespace(), line: line))
        case .me:
            guard turn?.text == nil else {
                throw error(line, "a #me turn sends one message; start another #me for the next one")
            }
            turn?.text = text
        case .bot(let position):
            turn?.expectations[position].lines.append(ScriptExpectedLine(pattern: text, line: line))
        case .clockBot(let position):
            clock?.expectations[position].lines.append(ScriptExpectedLine(pattern: text, line: line))
        }
    }

    private mutating func finishTurn() throws(ScriptParseError) {
        block = .none
        if let pending = clock {
            clock = nil
            if let empty = pending.expectations.first(where: { $0.lines.isEmpty }) {
                throw error(empty.line, "this #bot block has no expected line")
            }
            steps.append(.clock(pending.change, line: pending.line, expectations: pending.expectations))
        }
        guard let current = turn else { return }
        turn = nil
        guard let text = current.text else { throw error(current.line, "this #me turn has no message below it") }
        if let empty = current.expectations.first(where: { $0.lines.isEmpty }) {
            throw error(empty.line, "this #bot block has no expected line")
        }
        guard !current.expectations.isEmpty || current.nothingLine != nil else {
            throw error(current.line, "this turn expects nothing; add #bot … lines or #nothing")
        }
        steps.append(.turn(ScriptTurn(speaker: current.speaker, place: current.place, text: text,
                                      line: current.line, expectations: current.expectations)))
    }

    private func startTurn(_ arguments: [String], line: Int) throws(ScriptParseError) -> PendingTurn {
        guard arguments.count >= 2, !arguments[0].hasPrefix("#"),
              let place = place(arguments[1])
        else { throw error(line, "usage: \(Self.meUsage)") }
        let nick = arguments[0]
        var speaker = ScriptSpeaker(nick: nick, account: nick)
        for option in arguments.dropFirst(2) {
            if option == "noaccount" {
                speaker.account = nil
            } else if option == "op" {
                speaker.isChannelOperator = true
            } else if option.hasPrefix("account="), option.count > "account=".count {
                speaker.account = String(option.dropFirst("account=".count))
            } else {
                throw error(line, "unknown option \(option); usage: \(Self.meUsage)")
            }
        }
        return PendingTurn(speaker: speaker, place: place, line: line)
    }

    private func place(_ word: String) -> ChatPlace? {
        if word == "dm" { return .direct }
        return word.hasPrefix("#") && word.count > 1 ? .channel(word) : nil
    }

    private func botDestination(
        _ arguments: [String], speaker: ScriptSpeaker, line: Int
    ) throws(ScriptParseError) -> ChatReply.Destination {
        switch (arguments.first, arguments.count) {
        case ("dm"?, 1): return .direct(nick: speaker.nick)
        case ("dm"?, 2): return .direct(nick: arguments[1])
        case (let channel?, 1) where channel.hasPrefix("#") && channel.count > 1: return .channel(channel)
        default: throw error(line, "usage: \(Self.botUsage)")
        }
    }

    private func clockChange(_ word: String, line: Int) throws(ScriptParseError) -> ScriptClockChange {
        if word.hasPrefix("+") {
            let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
            guard let unit = word.last.flatMap({ units[$0] }),
                  let amount = Int(word.dropFirst().dropLast()), amount >= 0
            else { throw error(line, "a clock step looks like +30s, +10m, +25h or +3d") }
            return .advance(TimeInterval(amount) * unit)
        }
        guard let date = ISO8601DateFormatter().date(from: word) else {
            throw error(line, "not an ISO 8601 time: \(word) (e.g. 2026-11-21T12:00:00Z)")
        }
        return .absolute(date)
    }

    private func error(_ line: Int, _ message: String) -> ScriptParseError {
        ScriptParseError(path: path, line: line, message: message)
    }
}
