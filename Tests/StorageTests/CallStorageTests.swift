import Foundation
@testable import Storage
import Testing

/// A call is started by `call` and completed by `called`: the report completes the latest call
/// started within the window (so it counts on that call's script), a report within a minute of
/// the last one for the same member is refused, callers are counted once each per script, and
/// the rows go with the account.
@Suite("Calls to members' offices")
struct CallStorageTests {
    static let alice = AccountIdentity(network: "test", name: "alice")
    static let bob = AccountIdentity(network: "test", name: "bob")
    static let pelosi = OfficialID.member("P000197"), padilla = OfficialID.member("P000145")
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    @Test(arguments: DatabaseKind.allCases)
    func reportsCompleteTheStartedCallOncePerMinute(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let script = try await database.createTemplate(TemplateContent(title: "Rent", category: "housing", tags: [],
                                                                       body: "Hold a hearing.", kind: .call), by: Self.bob, at: start)
        try await database.startCall(to: Self.pelosi, template: script, by: Self.alice, at: start)
        #expect(try await database.reportCall(to: Self.pelosi, outcome: .voicemail, by: Self.alice, at: start + 300)
            == .recorded(template: script))
        #expect(try await database.reportCall(to: Self.pelosi, outcome: .talked, by: Self.alice, at: start + 330)
            == .alreadyRecorded(at: start + 300))
        // a report with no call started (or one started too long ago) is a call of its own, without a script
        try await database.startCall(to: Self.padilla, template: script, by: Self.alice, at: start)
        #expect(try await database.reportCall(to: Self.padilla, outcome: .busy, by: Self.alice, at: start + 2 * 24 * 3600)
            == .recorded(template: nil))
        // bob calls from the same script twice, a day apart: one caller
        for day in 0..<2 {
            let at = start + Double(day) * 24 * 3600 + 600
            try await database.startCall(to: Self.pelosi, template: script, by: Self.bob, at: at)
            #expect(try await database.reportCall(to: Self.pelosi, outcome: .talked, by: Self.bob, at: at + 60)
                == .recorded(template: script))
        }
        #expect(try await database.reading { try $0.callers(of: script, since: start) } == 2)
        #expect(try await database.reading { try $0.callers(of: script, since: start + 3600) } == 1)
        #expect(try await database.reading { try $0.callCount(by: Self.alice) } == 2)
        let export = try #require(try await database.reading { try $0.export(Self.alice) })
        #expect(export.calls.map { "\($0.official) \($0.template.map(String.init) ?? "-") \($0.outcome ?? "-")" }
            == ["P000197 \(script) voicemail", "P000145 \(script) -", "P000145 - busy"])
        #expect(try await database.forget(Self.alice))
        #expect(try await database.reading { try $0.callers(of: script, since: start) } == 1)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aCallToAStateOfficialIsKeptByTheirOpenStatesID(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let wiener = OfficialID.openStates(try #require(OpenStatesPersonID("ocd-person/de84277e-1c23-4036-bd64-b27c310a1c0e")))
        try await database.startCall(to: wiener, template: nil, by: Self.alice, at: start)
        try await database.startCall(to: Self.pelosi, template: nil, by: Self.alice, at: start)
        // the report completes the call to the state senator, not the member's started beside it
        #expect(try await database.reportCall(to: wiener, outcome: .busy, by: Self.alice, at: start + 60) == .recorded(template: nil))
        #expect(try await database.reportCall(to: wiener, outcome: .talked, by: Self.alice, at: start + 90) == .alreadyRecorded(at: start + 60))
        let export = try #require(try await database.reading { try $0.export(Self.alice) })
        #expect(export.calls.map { "\($0.official) \($0.outcome ?? "-")" } == ["\(wiener) busy", "P000197 -"])
        #expect(export.calls.first?.official == wiener)
    }

    @Test(arguments: DatabaseKind.allCases)
    func callScriptsAreListedApartFromLetters(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let letter = try await database.createTemplate(TemplateContent(title: "Letter", category: "housing", tags: ["rent"],
                                                                       body: "Dear {member}"), by: Self.bob, at: start)
        let call = try await database.createTemplate(TemplateContent(title: "Call", category: "housing", tags: ["rent"],
                                                                     body: "Hello {member}", kind: .call), by: Self.bob, at: start)
        for filter in [TemplateListing.Filter.all, .category("housing"), .tag("rent"), .words("member")] {
            for order in [TemplateListing.Order.new, .top] {
                #expect(try await database.reading { try $0.templates(TemplateListing(filter: filter, order: order)) }.map(\.id) == [letter])
                #expect(try await database.reading {
                    try $0.templates(TemplateListing(filter: filter, kind: .call, order: order))
                }.map(\.id) == [call])
            }
        }
        #expect(try await database.reading { try $0.template(call) }?.kind == .call)
    }
}
