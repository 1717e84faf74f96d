@testable import Civic
import Foundation
import Storage
import Testing

/// Bill ids in the forms people type (issue 36, item 4). The clock is in 2022: the 117th Congress.
@Suite("Bill ids as people type them")
struct TypedBillIDTests {
    static let reader = TypedBillID(now: Date(timeIntervalSince1970: 1_655_000_000)) // 2022-06-12

    @Test("the current Congress is the one sitting in the clock's UTC year", arguments: [
        (1_655_000_000, 117), (1_767_268_800, 119), (1_704_067_200, 118), (1_735_689_600, 119),
    ])
    func currentCongress(seconds: Int, congress: Int) {
        #expect(TypedBillID(now: Date(timeIntervalSince1970: TimeInterval(seconds))).currentCongress == congress)
    }

    @Test("each form names the bill, with the current Congress when none is typed", arguments: [
        ("hr5376-117", "hr5376-117"), ("hr5376", "hr5376-117"), ("HR 5376", "hr5376-117"),
        ("H.R. 5376", "hr5376-117"), ("H.R. 5376-116", "hr5376-116"), ("h.r.5376", "hr5376-117"),
        ("hr5376-117.", "hr5376-117"), ("hr5376?", "hr5376-117"), ("S 35", "s35-117"),
        ("H. Con. Res. 12-118", "hconres12-118"), ("S.J.Res. 7", "sjres7-117"),
    ])
    func read(typed: String, key: String) {
        let words = typed.split(separator: " ").map(String.init)
        #expect(Self.reader.bill(words[...])?.key == key)
    }

    @Test("anything else is no bill", arguments: [
        "hr", "5376", "hr5376-x", "hr5376-2022", "hr0", "xy5376", "hr 5376 117", "hr5376 2", "s325-2022", "pelosi",
        "hr-5376",
    ])
    func refused(typed: String) {
        let words = typed.split(separator: " ").map(String.init)
        #expect(Self.reader.bill(words[...]) == nil)
    }

    @Test("a bill at the front of a comment, or at the end after a member, takes the fewest words that read as one")
    func leadingAndTrailing() {
        let leading = Self.reader.leading(["HR", "5376", "matters", "to", "me"])
        #expect(leading?.id.key == "hr5376-117" && leading?.used == 2)
        #expect(Self.reader.leading(["hr5376-117", "5", "stars"])?.used == 1)
        #expect(Self.reader.leading(["Q12", "good"]) == nil)
        #expect(Self.reader.leading([]) == nil)
        let trailing = Self.reader.trailing(["Mike", "Rogers", "H.R.", "5376"])
        #expect(trailing?.id.key == "hr5376-117" && trailing?.used == 2)
        #expect(Self.reader.trailing(["Pelosi"]) == nil)
    }
}
