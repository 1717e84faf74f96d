extension CommandContext {
    /// Public free text (questions, answers, comments, captions) from `words`, cleaned; empty or
    /// too long is a usage error, a word of `blocked` a refusal (nil: not screened, for admins' notes).
    public func cleanText(_ words: ArraySlice<String>, limit: Int, what: String, blocked: BlockedWords?) throws -> String {
        let text: String
        do throws(FreeText.Problem) {
            text = try FreeText.clean(words.joined(separator: " "), limit: limit)
        } catch .empty {
            throw usageError("Your \(what) is empty")
        } catch .tooLong(_, let length) {
            throw usageError("Your \(what) has \(length) characters; the limit is \(limit)")
        }
        if let word = blocked?.first(in: text) {
            throw CommandFailure("Your \(what) uses a word that is not allowed here (\"\(word)\"); please rephrase it.")
        }
        return text
    }
}
