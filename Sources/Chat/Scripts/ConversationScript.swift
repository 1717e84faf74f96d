import Foundation

/// A parsed conversation script (commands/*.convo). Transport-neutral and public so the
/// live runner can play the same turns against a real network.
public struct ConversationScript: Sendable, Hashable {
    public var title: String
    public var description: [String]
    /// Where it was read from, for messages ("commands/zip.convo"); nil for in-memory text.
    public var path: String?
    public var steps: [ScriptStep]

    public init(title: String, description: [String] = [], path: String? = nil, steps: [ScriptStep]) {
        self.title = title
        self.description = description
        self.path = path
        self.steps = steps
    }

    public var turns: [ScriptTurn] {
        steps.compactMap { step in
            if case .turn(let turn) = step { return turn }
            return nil
        }
    }

    /// Every speaker that talks in the script (the live runner logs each one in).
    public var speakers: [ScriptSpeaker] {
        var seen: [ScriptSpeaker] = []
        for turn in turns where !seen.contains(turn.speaker) { seen.append(turn.speaker) }
        return seen
    }
}

/// One step of a script, in order.
public enum ScriptStep: Sendable, Hashable {
    /// A `#setup` line, handled by the app (`demo`, `import districts PATH`, `admin alice`);
    /// `services on|off` is handled by the runner itself.
    case setup(String, line: Int)
    /// A `#clock` line, with the `#bot` blocks below it: what the bot must say on its own
    /// once the clock has moved (a quiz hint). Empty means it must say nothing.
    case clock(ScriptClockChange, line: Int, expectations: [ScriptExpectation] = [])
    case turn(ScriptTurn)
}

public enum ScriptClockChange: Sendable, Hashable {
    case absolute(Date)
    case advance(TimeInterval)
}

/// Who speaks: `#me al #civics account=alice op`.
public struct ScriptSpeaker: Sendable, Hashable {
    public var nick: String
    public var account: String?
    public var isChannelOperator: Bool

    public init(nick: String, account: String?, isChannelOperator: Bool = false) {
        self.nick = nick
        self.account = account
        self.isChannelOperator = isChannelOperator
    }
}

/// One message and what the bot must answer to it.
public struct ScriptTurn: Sendable, Hashable {
    public var speaker: ScriptSpeaker
    public var place: ChatPlace
    public var text: String
    /// The line of the `#me` directive.
    public var line: Int
    /// Empty means `#nothing`: the bot must stay silent.
    public var expectations: [ScriptExpectation]

    public init(speaker: ScriptSpeaker, place: ChatPlace, text: String, line: Int, expectations: [ScriptExpectation]) {
        self.speaker = speaker
        self.place = place
        self.text = text
        self.line = line
        self.expectations = expectations
    }
}

/// A `#bot` block: the lines expected at one destination, in order.
public struct ScriptExpectation: Sendable, Hashable {
    public var destination: ChatReply.Destination
    public var lines: [ScriptExpectedLine]
    public var line: Int

    public init(destination: ChatReply.Destination, lines: [ScriptExpectedLine], line: Int) {
        self.destination = destination
        self.lines = lines
        self.line = line
    }
}

/// One expected reply; `{*}` in `pattern` matches any text. A line that is exactly `{...}`
/// matches any number of reply lines, none included.
public struct ScriptExpectedLine: Sendable, Hashable {
    public var pattern: String
    public var line: Int

    public init(pattern: String, line: Int) {
        self.pattern = pattern
        self.line = line
    }

    public static let anyLines = "{...}"

    public var isAnyLines: Bool { pattern.trimmingWhitespace() == Self.anyLines }

    public func matches(_ text: String) -> Bool { WildcardPattern(pattern).matches(text) }
}
