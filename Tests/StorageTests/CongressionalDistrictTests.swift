@testable import Storage
import Testing

@Suite("District codes")
struct CongressionalDistrictTests {
    @Test(arguments: [
        ("CA-11", "CA-11"), ("ca-11", "CA-11"), ("NY-7", "NY-07"), (" ny-07 ", "NY-07"),
        ("WY-AL", "WY-AL"), ("wy-al", "WY-AL"), ("WY-00", "WY-AL"), ("VT-0", "VT-AL"),
    ])
    func parsesAndPrintsCodes(input: String, code: String) {
        #expect(CongressionalDistrict(code: input)?.code == code)
    }

    @Test(arguments: ["", "CA", "CA-", "CA-123", "C-11", "CAL-11", "CA-1a", "CA--1", "11-CA", "ÇA-11", "CA-١١"])
    func rejectsMalformedCodes(input: String) {
        #expect(CongressionalDistrict(code: input) == nil)
    }
}
