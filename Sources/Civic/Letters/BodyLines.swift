import Chat

/// A body typed line by line in a DM: each line is cleaned, checked for unknown placeholders
/// and the length limit, and `done` ends it. A refused line is not added, and the refusal says
/// what to do, so the writer types just that line again.
struct BodyLines: Sendable {
    let limit: Int
    /// The word of the blocked-words list a line uses, if any (public text is screened).
    let blockedWord: @Sendable (String) -> String?
    private(set) var text = ""
    /// The last line held back because it reads like a command, until it is typed again.
    private(set) var heldLine: String?

    /// Lines screened by `rules`' blocked-words list, as every public text is.
    init(limit: Int, screenedBy rules: QuestionRules) {
        self.init(limit: limit, blockedWord: { rules.blockedWord(in: $0) })
    }

    init(limit: Int, text: String = "", blockedWord: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.limit = limit
        self.text = text
        self.blockedWord = blockedWord
    }

    /// A one-line answer (a title, a name, a city), cleaned, or a `UsageError` that asks again.
    static func cleanLine(_ answer: String, limit: Int, what: String) throws -> String {
        do throws(FreeText.Problem) {
            return try FreeText.clean(answer, limit: limit)
        } catch .empty {
            throw UsageError("The \(what) is empty")
        } catch .tooLong(let limit, let length) {
            throw UsageError("The \(what) has \(length) characters; the limit is \(limit)")
        }
    }

    /// `done`, and `done now`, which people type after a prompt that offers finishing at once.
    static func isDone(_ answer: String) -> Bool {
        let words = answer.lowercased().split(whereSeparator: \.isWhitespace)
        return words == ["done"] || words == ["done", "now"]
    }

    /// Adds `answer` like `add(_:)`, unless it reads like a command meant for the bot (at most
    /// three words, the first naming a command: "reps", "zip 94110", "help") and was not the line
    /// held just before: then it is held back, not added, and the command's name is returned so
    /// the dialogue can ask. Typed again, it is added: a letter may well say "Vote yes".
    mutating func add(_ answer: String, unlessCommandIn registry: CommandRegistry) throws -> String? {
        let words = answer.split(whereSeparator: \.isWhitespace)
        if heldLine != answer, words.count <= 3, let command = registry.resolve(answer)?.command {
            heldLine = answer
            return command.spec.name
        }
        heldLine = nil
        try add(answer)
        return nil
    }

    /// What the writer is told when `line` was held back as a likely `command`.
    static func heldBack(_ line: String, command: String) -> String {
        "\"\(line)\" looks like the \(command) command, so I did not add it. Type it again to add it as a line, "
            + "or finish with done (or stop with cancel) and then type the command."
    }

    /// Adds `answer` as the next line, or throws the one-line reason it was refused.
    mutating func add(_ answer: String) throws {
        let line: String
        do throws(FreeText.Problem) {
            line = try FreeText.clean(answer, limit: limit)
        } catch {
            return  // an empty line: nothing to add (paragraphs are kept by the lines themselves)
        }
        let unknown = TemplatePlaceholders.unknown(in: line)
        guard unknown.isEmpty else {
            throw UsageError(TemplatePlaceholders.refusal(for: unknown) + " Type that line again")
        }
        if let word = blockedWord(line) {
            throw UsageError("That line uses a word that is not allowed here (\"\(word)\"); please rephrase it")
        }
        let joined = text.isEmpty ? line : text + "\n" + line
        guard joined.count <= limit else {
            throw UsageError("That line would make the body \(joined.count) characters; the limit is \(limit). "
                + "Shorten it, or type done")
        }
        text = joined
    }
}
