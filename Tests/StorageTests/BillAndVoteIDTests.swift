@testable import Storage
import Testing

@Suite("Bill and roll-call ids")
struct BillAndVoteIDTests {
    @Test(arguments: [
        ("hr5376-117", "hr5376-117", "H.R. 5376 (117th)"), ("HR5376-117", "hr5376-117", "H.R. 5376 (117th)"),
        ("h.r.5376-117", "hr5376-117", "H.R. 5376 (117th)"), ("sjres12-118", "sjres12-118", "S.J.Res. 12 (118th)"),
        ("hconres14-119", "hconres14-119", "H.Con.Res. 14 (119th)"), ("s1300-114", "s1300-114", "S. 1300 (114th)"),
        ("sres1-101", "sres1-101", "S.Res. 1 (101st)"), ("hres888-112", "hres888-112", "H.Res. 888 (112th)"),
    ])
    func billIDsParseInChatForm(text: String, key: String, citation: String) throws {
        let id = try #require(BillID(text))
        #expect(id.key == key && id.citation == citation)
    }

    @Test(arguments: ["hr5376", "hr-117", "x5376-117", "hr0-117", "hr5376-0", "hr53a76-117", "", "hr5376-117-1", "s325-2022x"])
    func malformedBillIDsAreRefused(text: String) {
        #expect(BillID(text) == nil)
    }

    @Test func billTypesReadTheOfficialSpellings() {
        #expect(BillType(official: "HR") == .hr && BillType(official: "H. Con. Res.") == .hconres)
        #expect(BillType(official: "S.") == .s && BillType(official: "SJRES") == .sjres && BillType(official: "PN") == nil)
    }

    @Test(arguments: [
        ("s325-2022", "s", 325, 2022, nil as Int?), ("S325-117.2022", "s", 325, 2022, 117), ("h2-119.2025", "h", 2, 2025, 119),
    ])
    func rollCallReferencesParseBothForms(text: String, chamber: String, number: Int, year: Int, congress: Int?) throws {
        let reference = try #require(RollCallReference(text))
        #expect(reference.chamber.rawValue == chamber && reference.number == number)
        #expect(reference.year == year && reference.congress == congress)
        #expect(reference.chatForm == "\(chamber)\(number)-\(year)")
    }

    @Test(arguments: ["x325-2022", "s-2022", "s325", "s325-22", "s325-117.", "s0-2022", "hr5376-117", "s325-2022.5"])
    func malformedRollCallReferencesAreRefused(text: String) {
        #expect(RollCallReference(text) == nil)
    }

    @Test func aRollCallIDHasBothSpellings() {
        let id = RollCallID(chamber: .senate, number: 325, congress: 117, session: "2022")
        #expect(id.key == "s325-117.2022" && id.chatForm == "s325-2022")
        // A session given as a number counts from the Congress's first year.
        #expect(RollCallID(chamber: .house, number: 1, congress: 117, session: "2").year == 2022)
    }

    @Test func optionsAreOrderedForReading() {
        let ordered = OptionCount.displayOrder([
            OptionCount(option: "Not Voting", count: 3), OptionCount(option: "Jeffries", count: 215),
            OptionCount(option: "Present", count: 0), OptionCount(option: "Johnson (LA)", count: 218),
        ])
        #expect(ordered.map(\.option) == ["Johnson (LA)", "Jeffries", "Present", "Not Voting"])
    }
}
