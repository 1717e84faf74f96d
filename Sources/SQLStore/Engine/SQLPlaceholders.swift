import Synchronization

/// Turns the `?` placeholders every feature writes into PostgreSQL's `$1, $2, …`. A `?` inside a
/// string literal, a quoted identifier or a comment is text, not a placeholder, and stays.
/// A numbered `?3` (SQLite's form for one argument used twice) becomes `$3`; a statement uses
/// either plain or numbered placeholders, as SQLite itself requires for sane numbering.
enum SQLPlaceholders {
    /// `numbered(sql)`, made once per statement text: features send the same few dozen texts
    /// over and over, and numbering one character by character was a visible share of the bot's
    /// CPU per upvote. Texts built at run time (IN lists of varying length) could grow it without end,
    /// so a full cache starts over.
    static func cachedNumbered(_ sql: String) -> String {
        if let made = made.withLock({ $0[sql] }) { return made }
        let numbered = numbered(sql)
        made.withLock { made in
            if made.count >= cacheLimit { made.removeAll(keepingCapacity: true) }
            made[sql] = numbered
        }
        return numbered
    }

    static let cacheLimit = 1_024
    private static let made = Mutex<[String: String]>([:])

    static func numbered(_ sql: String) -> String {
        var output = ""
        output.reserveCapacity(sql.utf8.count + 8)
        var number = 0
        var characters = Array(sql)[...]
        while let character = characters.popFirst() {
            switch character {
            case "?" where characters.first?.isASCII == true && characters.first?.isNumber == true:
                output.append("$")
                while let digit = characters.first, digit.isASCII, digit.isNumber {
                    output.append(characters.removeFirst())
                }
            case "?":
                number += 1
                output += "$\(number)"
            case "'", "\"":
                output.append(character)
                // to the closing quote; a doubled quote inside is an escaped one and just
                // closes and reopens
                while let next = characters.popFirst() {
                    output.append(next)
                    if next == character { break }
                }
            case "-" where characters.first == "-":
                output.append(character)
                while let next = characters.popFirst() {
                    output.append(next)
                    if next == "\n" { break }
                }
            case "/" where characters.first == "*":
                output.append(character)
                output.append(characters.removeFirst())
                while let next = characters.popFirst() {
                    output.append(next)
                    if next == "*", characters.first == "/" {
                        output.append(characters.removeFirst())
                        break
                    }
                }
            default:
                output.append(character)
            }
        }
        return output
    }
}
