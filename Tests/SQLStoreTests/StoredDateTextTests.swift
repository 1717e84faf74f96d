import Foundation
import GRDB
import Testing
@testable import SQLStore

/// The hand-written date text must be exactly what GRDB's `DateFormatter` writes, or dates stored
/// by this build would sort and compare differently from those already in the files.
@Suite("Stored date text: by hand, byte for byte GRDB's")
struct StoredDateTextTests {
    /// GRDB's own text for a date (its DateFormatter, through ICU).
    static func grdbText(_ date: Date) -> String? {
        String.fromDatabaseValue(date.databaseValue)
    }

    @Test("edges: leap days, century years, the ends of the range, milliseconds and times before 1970",
          arguments: [
              0, -0.001, -0.0005, 0.0005, 0.999_9, 1_800_000_000.25, 951_782_400.875, -2_209_032_000,
              951_868_799.999, 4_107_542_399.999, 4_107_542_400, -12_212_553_600, -12_212_553_599.999,
              253_402_300_799.999, 1_700_000_000.123_456, -86_400.000_1, 1_583_020_800.5,
          ] as [TimeInterval])
    func edges(seconds: TimeInterval) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(StoredDateText.text(of: date) == Self.grdbText(date))
    }

    @Test("outside 1583…9999 the text is left to GRDB",
          arguments: [-12_212_553_600.001, 253_402_300_800, -62_135_596_800, .infinity, .nan] as [TimeInterval])
    func outside(seconds: TimeInterval) {
        #expect(StoredDateText.text(of: Date(timeIntervalSince1970: seconds)) == nil)
    }

    @Test("20,000 dates spread over 1583…9999 with random milliseconds and fractions of one")
    func spread() {
        // a fixed linear congruential sequence: the same dates every run
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let span = 253_402_300_800.0 + 12_212_553_600.0
            let seconds = Double(state >> 11) / Double(1 << 53) * span - 12_212_553_600.0
            let date = Date(timeIntervalSince1970: seconds)
            let mine = StoredDateText.text(of: date), theirs = Self.grdbText(date)
            if mine != theirs { mismatches.append("\(seconds): \(mine ?? "nil") vs \(theirs ?? "nil")") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("a date stored through the engine is the hand-written text")
    func throughEngine() {
        let date = Date(timeIntervalSince1970: 1_800_000_000.25)
        #expect(date.sqlValue == .text("2027-01-15 08:00:00.250"))
        #expect(Date(sqlValue: date.sqlValue) == date)
    }
}
