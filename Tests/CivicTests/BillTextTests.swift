import Storage
import Testing
@testable import Civic

/// How bill summaries are shortened and where a bill stands.
@Suite("Bill text")
struct BillTextTests {
    @Test("summaries skip headings and section marks, and stop near two lines", arguments: [
        ("Inflation Reduction Act of 2022\n\nTITLE I--FINANCE\n\nPart 1--Tax\n\n(Sec. 10101) This act imposes a tax.",
         "This act imposes a tax."),
        ("Short Act\n\nThis bill does one thing.\n\nIt also does another.", "This bill does one thing. It also does another."),
        ("T\n\nA heading\n\nno full stop anywhere", "A heading no full stop anywhere"),
    ])
    func summaries(text: String, expected: String) {
        #expect(BillText.summary(text, title: text.components(separatedBy: "\n")[0]) == expected)
    }

    @Test func aSummaryThatOnlyRepeatsTheTitleIsLeftOut() {
        #expect(BillText.summary("Short Act\n\n", title: "Short Act") == nil)
    }

    @Test func longSummariesEndAtAWordWithAnEllipsis() throws {
        let text = String(repeating: "word ", count: 200) + "end."
        let summary = try #require(BillText.summary(text, title: "T"))
        #expect(summary.count <= BillText.summaryLimit)
        #expect(summary.hasSuffix("word…"))
    }

    @Test("status from laws and milestone actions", arguments: [
        ([Bill.Law(type: "Public Law", number: "117-169")], ["Passed/agreed to in House: x"], BillStatus.law(["Public Law 117-169"])),
        ([], ["Passed/agreed to in House: x", "Passed/agreed to in Senate: y"], .passedBoth),
        ([], ["Passed/agreed to in Senate: y"], .passed("Senate")),
        ([], ["Passed/agreed to in House: x", "Vetoed by President."], .vetoed),
        ([], [], .introduced),
    ])
    func status(laws: [Bill.Law], milestones: [String], expected: BillStatus) {
        #expect(BillStatus(laws: laws, milestones: milestones) == expected)
    }
}
