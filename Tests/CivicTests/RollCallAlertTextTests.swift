import Foundation
import Storage
import Testing
@testable import Civic

/// The one writer of the roll-call DM: the sentences followers have always received.
struct RollCallAlertTextTests {
    static func summary(_ number: Int, chamber: RollCallID.Chamber = .senate, bill: BillID? = BillID("hr5376-117"),
                        result: String? = "Bill Passed", nomination: RollCall.Nomination? = nil) -> RollCallSummary {
        RollCallSummary(id: RollCallID(chamber: chamber, number: number, congress: 117, session: "2022"),
                        date: Date(timeIntervalSince1970: 1_660_000_000), question: "On Passage of the Bill",
                        result: result, resultText: result.map { "\($0) (50-50)" }, bill: bill, nomination: nomination)
    }

    static let cases: [(RollCallAlert, String)] = [
        (RollCallAlert(rollCall: summary(325), casts: [.init(lastName: "Padilla", option: "Yea"), .init(lastName: "Sanders", option: "Yea")]),
         "New roll call s325-2022 on H.R. 5376 (117th): Bill Passed — Sen. Padilla voted Yea, Sen. Sanders voted Yea"),
        (RollCallAlert(rollCall: summary(325), casts: []),
         "New roll call s325-2022 on H.R. 5376 (117th): Bill Passed"),
        (RollCallAlert(rollCall: summary(105, bill: nil, result: "Nomination Confirmed"), casts: [.init(lastName: "Sanders", option: "Yea")]),
         "New roll call s105-2022 (On Passage of the Bill): Nomination Confirmed — Sen. Sanders voted Yea"),
        (RollCallAlert(rollCall: summary(9, chamber: .house, bill: nil, result: nil), casts: [.init(lastName: "Hill", option: "No")]),
         "New roll call h9-2022 (On Passage of the Bill): result not published — Rep. Hill voted No"),
        (RollCallAlert(rollCall: summary(7), casts: ["A", "B", "C", "D", "E"].map { .init(lastName: $0, option: "Nay") }),
         "New roll call s7-2022 on H.R. 5376 (117th): Bill Passed — Sen. A voted Nay, Sen. B voted Nay, Sen. C voted Nay and 2 more you follow"),
    ]

    @Test(arguments: cases)
    func sentence(alert: RollCallAlert, expected: String) {
        #expect(RollCallAlertText.sentence(alert) == expected)
    }
}
