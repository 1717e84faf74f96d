/// The commands a core knows, looked up by name or alias. Names may have several words;
/// the longest name that starts the text wins ("forget me" before "forget").
public struct CommandRegistry: Sendable {
    public let commands: [any ChatCommand]
    private let indexByName: [String: Int]
    private let longestName: Int

    /// Names and aliases must be unique: a clash is a programming error and stops the app.
    public init(_ commands: [any ChatCommand]) {
        var index: [String: Int] = [:]
        var longest = 1
        for (position, command) in commands.enumerated() {
            for name in [command.spec.name] + command.spec.aliases {
                let key = Self.key(for: name)
                precondition(index[key] == nil, "two commands are registered as '\(key)'")
                index[key] = position
                longest = max(longest, key.split(separator: " ").count)
            }
        }
        self.commands = commands
        indexByName = index
        longestName = longest
    }

    public var specs: [CommandSpec] { commands.map(\.spec) }

    public func command(named name: String) -> (any ChatCommand)? {
        indexByName[Self.key(for: name)].map { commands[$0] }
    }

    /// The command that `text` starts with, and the rest of the text as its arguments.
    public func resolve(_ text: String) -> (command: any ChatCommand, arguments: String)? {
        let words = WordScanner.words(in: text)
        for count in stride(from: min(longestName, words.count), through: 1, by: -1) {
            let name = words[..<count].map { $0.lowercased() }.joined(separator: " ")
            if let position = indexByName[name] {
                let rest = text[words[count - 1].endIndex...]
                return (commands[position], String(rest).trimmingWhitespace())
            }
        }
        return nil
    }

    private static func key(for name: String) -> String {
        WordScanner.words(in: name).map { $0.lowercased() }.joined(separator: " ")
    }
}

/// Whitespace-separated words, as slices of the original text (so the rest keeps its spacing).
enum WordScanner {
    static func words(in text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }
}
