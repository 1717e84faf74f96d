/// Reads the levels of an `m.room.power_levels` event. The spec makes them integers within
/// canonical JSON's range (±(2^53 − 1)). Before room version 10 homeservers also accepted a
/// string of digits ("50") and their authorisation rules read it as that integer, so such a level
/// is what the person really holds in the room: it counts. Anything else (a float, a number out
/// of range, a word, an object) is no level at all: the person gets the room's default, so a
/// malformed event never makes anyone a moderator, and it never traps the bot either (a plain
/// `Int(Double)` would on 1e300).
public enum MatrixPowerLevel {
    /// The largest magnitude canonical JSON allows for an integer.
    public static let largest = 9_007_199_254_740_991

    /// The level `value` stands for, or nil when it is not an integer the spec allows.
    public static func integer(_ value: MatrixJSON) -> Int? {
        switch value {
        case .number(let number):
            guard number.rounded() == number, abs(number) <= Double(largest) else { return nil }
            return Int(number)
        case .string(let text):
            let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let level = Int(text), abs(level) <= largest else { return nil }
            return level
        default:
            return nil
        }
    }

    /// The room's levels from an event's content: user id → level, `users_default` under "" (0
    /// when missing or not an integer). `ignored` hears each value that is not a level, as
    /// "user (value)", for the log.
    static func levels(in content: MatrixJSON?, ignored: (String) -> Void) -> [String: Int] {
        var levels: [String: Int] = [:]
        for (user, value) in content?["users"]?.object ?? [:] {
            if let level = integer(value) { levels[user] = level } else { ignored("\(user) (\(describe(value)))") }
        }
        levels[""] = 0
        if let value = content?["users_default"] {
            if let level = integer(value) { levels[""] = level } else { ignored("users_default (\(describe(value)))") }
        }
        return levels
    }

    /// A value as the log shows it: short, one line.
    private static func describe(_ value: MatrixJSON) -> String {
        let text = String(decoding: value.encoded(), as: UTF8.self)
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
