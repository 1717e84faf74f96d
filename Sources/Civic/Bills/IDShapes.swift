import Chat
import Storage

/// Whether a word tries to be a bill id, so that a malformed one gets the usage line
/// instead of being read as something else (a member's name).
enum IDShapes {
    /// A bill type then a digit: "hr5376-117", "hr5376", but also the broken "s35-x".
    static func looksLikeBill(_ word: String) -> Bool {
        let letters = word.lowercased().filter { $0 != "." }
        return BillType.allCases.contains { type in
            letters.hasPrefix(type.rawValue) && letters.dropFirst(type.rawValue.count).first?.isNumber == true
        }
    }

    /// The usage error for a word that should have been a bill id.
    static func notABill(_ word: String, _ context: CommandContext) -> UsageError {
        context.usageError("\"\(word.prefix(40))\" is not a bill; they look like hr5376-117 (type, number, Congress) "
            + "or HR 5376 (the current Congress's)")
    }
}
