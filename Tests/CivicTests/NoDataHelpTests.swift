import Chat
@testable import Civic
import Foundation
import Storage
import Testing

/// Help where Townhall has no election data: the shipped table of official election offices and
/// vote.gov pages, a ZIP across a state line naming both states, and the Election Protection
/// hotline given with the reports of a voter who may be losing their vote right then.
@Suite("Help when there is no data")
struct NoDataHelpTests {
    static let statesAndTerritories: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME",
        "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA",
        "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY",
        "DC", "AS", "GU", "MP", "PR", "VI",
    ]

    @Test("the table has one row for each of the 50 states, DC and the five territories, with https links")
    func tableCoversEveryStateOnce() {
        let codes = StateElectionOffice.all.map(\.code)
        #expect(codes.count == 56 && Set(codes) == Self.statesAndTerritories)
        for row in StateElectionOffice.all {
            #expect(row.office.hasPrefix("https://") && !row.office.contains(" "), "\(row.code)")
            // vote.gov names a state's page after the state: lower case, periods dropped, hyphens for spaces.
            let slug = row.name.lowercased().replacingOccurrences(of: ".", with: "").replacingOccurrences(of: " ", with: "-")
            #expect(row.voteGov == "https://vote.gov/register/\(slug)", "\(row.code)")
        }
        #expect(StateElectionOffice.of("vi")?.voteGov == "https://vote.gov/register/us-virgin-islands")
        #expect(StateElectionOffice.of("XX") == nil)
    }

    @Test("a ZIP across a state line names both states' offices", arguments: DatabaseKind.allCases)
    func aZipInTwoStatesNamesBoth(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        let answer = try #require(await harness.say("register 30165", as: "alice").map(\.text).first)
        #expect(answer.hasSuffix("none covers 30165. Alabama's election office: https://www.sos.alabama.gov/alabama-votes · "
            + "register or check your registration: https://vote.gov/register/alabama; Georgia's election office: "
            + "https://sos.ga.gov/index.php/elections · register or check your registration: https://vote.gov/register/georgia"))
    }

    @Test("reports of intimidation, ID demands, moved or closed places and misinformation get the hotline; others do not",
          arguments: DatabaseKind.allCases)
    func hotlineForTheKindsThatNeedHelpNow(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        let hotline = "Need help now? Call the nonpartisan Election Protection hotline: 866-OUR-VOTE (866-687-8683); "
            + "in Spanish 888-VE-Y-VOTA (888-839-8682)."
        let needsHelpNow: Set<IncidentKind> = [.intimidation, .id, .moved, .closed, .misinformation]
        for (index, incidentKind) in IncidentKind.allCases.enumerated() {
            // One reporter per kind: each account may file 5 reports an hour.
            let reply = try #require(await harness.say("report \(incidentKind.rawValue) 94110 Seen at the school",
                                                       as: "reporter\(index)").first?.text)
            #expect(reply.hasPrefix("Reported R\(index + 1) "), "\(reply)")
            #expect(reply.contains(hotline) == needsHelpNow.contains(incidentKind), "\(incidentKind): \(reply)")
        }
        let help = await harness.say("help report", as: "alice").map(\.text).joined(separator: "\n")
        #expect(help.contains("A report of intimidation, an ID demand, a moved or closed polling place or misinformation "
            + "also gets the nonpartisan Election Protection hotline, 866-OUR-VOTE"))
    }
}
