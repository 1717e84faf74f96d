import Foundation

/// A date as the TEXT GRDB stores, `yyyy-MM-dd HH:mm:ss.SSS` in UTC, written by hand.
///
/// GRDB writes it with a `DateFormatter`, which wakes ICU: its locale and calendar data then stay
/// resident in the bot (megabytes of `lib_FoundationICU` pages, much of the bot's memory budget) for the
/// first date any write stores. The same text is plain arithmetic on the Unix time, so the bot
/// writes it itself. ICU's Gregorian calendar is Julian before October 1582 and writes years past
/// 9999 with five digits, so outside 1583…9999 the caller falls back to GRDB's own formatter.
enum StoredDateText {
    /// 1583-01-01 00:00:00 UTC and 10000-01-01 00:00:00 UTC, in milliseconds since 1970.
    private static let firstMillisecond: Int64 = -12_212_553_600_000
    private static let endMillisecond: Int64 = 253_402_300_800_000

    /// The text, or nil when the date is outside 1583…9999 (or not a number).
    static func text(of date: Date) -> String? {
        // The same whole millisecond as Foundation's formatter, with the same arithmetic: it hands
        // ICU (seconds since 2001 + 978,307,200) × 1000 + 0.5, which ICU floors — so the nearest
        // millisecond, half up. (Flooring instead wrote 0.9999 s as 00:00:00.999, GRDB 00:00:01.000.)
        let milliseconds = ((date.timeIntervalSinceReferenceDate + 978_307_200) * 1000 + 0.5).rounded(.down)
        guard milliseconds >= Double(firstMillisecond), milliseconds < Double(endMillisecond) else { return nil }
        let total = Int64(milliseconds)
        let (days, millisecondOfDay) = floorDivision(total, 86_400_000)
        let (year, month, day) = civilDate(daysSince1970: days)
        let bytes: [UInt8] = [
            digit(year / 1000), digit(year / 100), digit(year / 10), digit(year),
            UInt8(ascii: "-"), digit(month / 10), digit(month),
            UInt8(ascii: "-"), digit(day / 10), digit(day),
            UInt8(ascii: " "), digit(millisecondOfDay / 36_000_000), digit(millisecondOfDay / 3_600_000),
            UInt8(ascii: ":"), digit(millisecondOfDay / 600_000 % 6), digit(millisecondOfDay / 60_000),
            UInt8(ascii: ":"), digit(millisecondOfDay / 10_000 % 6), digit(millisecondOfDay / 1_000),
            UInt8(ascii: "."), digit(millisecondOfDay / 100), digit(millisecondOfDay / 10), digit(millisecondOfDay),
        ]
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The last decimal digit of a non-negative number, as an ASCII byte.
    private static func digit(_ value: Int64) -> UInt8 {
        UInt8(ascii: "0") + UInt8(value % 10)
    }

    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// Proleptic Gregorian year, month and day of a count of days since 1970-01-01 (the
    /// era-of-400-years method: every 400 years hold the same 146,097 days).
    private static func civilDate(daysSince1970: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = daysSince1970 + 719_468  // days since 0000-03-01, so leap days end a year
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
