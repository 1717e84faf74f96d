/// The IRCv3 `server-time` tag: `time=2026-11-26T23:04:05.123Z` (UTC, ISO 8601, milliseconds
/// usually given). Read straight from its bytes into milliseconds since the Unix epoch, with no
/// calendar object or formatter: it is read on every message a connection receives.
public enum IRCServerTime {
    /// Milliseconds since 1970-01-01T00:00:00Z, or nil when `text` is not a UTC timestamp of the
    /// form `YYYY-MM-DDThh:mm:ss[.fraction]Z` (fractions beyond milliseconds are cut).
    public static func milliseconds(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8 { milliseconds(bytes: $0) }
    }

    private static func milliseconds(bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes[bytes.count - 1] == UInt8(ascii: "Z") || bytes[bytes.count - 1] == UInt8(ascii: "z"),
              let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
              let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var millisecond: Int64 = 0
        if bytes.count > 20 {
            // ".123Z", ".1Z", ".123456Z"
            guard bytes[19] == UInt8(ascii: "."), bytes.count > 21 else { return nil }
            var scale: Int64 = 100
            for index in 20..<(bytes.count - 1) {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                millisecond += Int64(digit) * scale
                scale /= 10
            }
        }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        let seconds = ((days * 24 + hour) * 60 + minute) * 60 + second
        return seconds * 1000 + millisecond
    }

    /// `count` decimal digits at `start`, or nil if any is not a digit.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int64? {
        var value: Int64 = 0
        for index in start..<(start + count) {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value * 10 + Int64(digit)
        }
        return value
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's
    /// days-from-civil: years counted from March, so the leap day falls at the end of one).
    private static func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
