import Foundation
@testable import Storage
import Testing

@Suite("Members and ZIPs")
struct MemberStorageTests {
    static func senator(_ id: MemberID, _ last: String, _ state: String, class senateClass: Int) -> Member {
        Member(bioguideID: id, firstName: "A", lastName: last, chamber: .senate, state: state,
               party: "Independent", senateClass: senateClass)
    }

    static func representative(_ id: MemberID, _ last: String, _ state: String, _ district: Int) -> Member {
        Member(bioguideID: id, firstName: "B", lastName: last, chamber: .house, state: state,
               district: district, party: "Democrat")
    }

    @Test(arguments: DatabaseKind.allCases)
    func replacingMembersAddsUpdatesAndRetires(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let first = try await database.replaceMembers([
            Self.senator("S1", "Stone", "VT", class: 3), Self.senator("S2", "Brook", "VT", class: 1),
            Self.representative("H1", "Hill", "VT", 0),
        ])
        #expect(first == MemberImportSummary(added: 3, updated: 0, leftOffice: 0))
        var moved = Self.representative("H1", "Hill", "VT", 0)
        moved.phone = "202-555-0100"
        let second = try await database.replaceMembers([Self.senator("S1", "Stone", "VT", class: 3), moved])
        #expect(second == MemberImportSummary(added: 0, updated: 2, leftOffice: 1))
        #expect(try await database.reading { try $0.memberCount() } == 2)
        #expect(try await database.reading { try $0.memberCount(includingFormer: true) } == 3)
        #expect(try await database.reading { try $0.senators(of: "vt") }.map(\.bioguideID) == ["S1"])
        #expect(try await database.reading { try $0.member(bioguideID: "S2") }?.inOffice == false)
        let house = try await database.reading { try $0.houseMembers(of: CongressionalDistrict(state: "VT", number: 0)) }
        #expect(house.map(\.phone) == ["202-555-0100"])
    }

    @Test(arguments: DatabaseKind.allCases)
    func nameSearchPrefersExactNamesAndTreatsWildcardsLiterally(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        try await database.replaceMembers([
            Self.senator("S1", "Stone", "VT", class: 3), Self.representative("H1", "Stonebridge", "NY", 3),
            Self.representative("H2", "Stone", "CA", 4),
        ])
        #expect(try await database.reading { try $0.members(matchingName: "stone") }.map(\.bioguideID) == ["H2", "S1"])
        #expect(try await database.reading { try $0.members(matchingName: "bridge") }.map(\.bioguideID) == ["H1"])
        #expect(try await database.reading { try $0.members(matchingName: "%") }.isEmpty)
        #expect(try await database.reading { try $0.members(matchingName: "_tone") }.isEmpty)
        #expect(try await database.reading { try $0.members(matchingName: "  ") }.isEmpty)
    }

    @Test("names match without regard to case, exactly or in part, on both engines", arguments: DatabaseKind.allCases)
    func nameSearchIgnoresCase(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        try await database.replaceMembers([
            Member(bioguideID: "S000033", lisID: "S313", firstName: "Bernard", lastName: "Sanders",
                   officialFullName: "Bernard Sanders", nickname: "Bernie", chamber: .senate, state: "VT", senateClass: 1),
            Member(bioguideID: "P000197", firstName: "Nancy", lastName: "Pelosi", chamber: .house, state: "CA", district: 11),
        ])
        #expect(try await database.reading { try $0.members(matchingName: "SANDERS") }.map(\.bioguideID) == ["S000033"])
        #expect(try await database.reading { try $0.members(matchingName: "bernie sanders") }.map(\.bioguideID) == ["S000033"])
        #expect(try await database.reading { try $0.members(matchingName: "nard SAND") }.map(\.bioguideID) == ["S000033"])
        #expect(try await database.reading { try $0.members(matchingName: "ELOS") }.map(\.bioguideID) == ["P000197"])
        let sanders = try #require(try await database.reading { try $0.member(bioguideID: "S000033") })
        #expect(sanders.lisID == "S313" && sanders.nickname == "Bernie" && sanders.senateClass == 1 && sanders.inOffice)
        #expect(try await database.reading { try $0.members(bioguideIDs: ["S000033", "X000000"]) }.keys.sorted() == ["S000033"])
        #expect(try await database.reading { try $0.houseMembers(of: CongressionalDistrict(state: "CA", number: 11)) }
                .map(\.title) == ["Rep. Nancy Pelosi (?-CA-11)"])
    }

    @Test(arguments: DatabaseKind.allCases)
    func zipRowsAreReplacedNotDuplicated(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let rows = [
            ZipDistrict(zcta: "30165", state: "AL", stateFIPS: "01", districtNumber: 3),
            ZipDistrict(zcta: "30165", state: "GA", stateFIPS: "13", districtNumber: 14),
        ]
        #expect(try await database.replaceZipDistricts(rows) == 2)
        #expect(try await database.replaceZipDistricts(rows + rows) == 2)
        #expect(try await database.reading { try $0.districts(forZip: "30165") }.map(\.district.code) == ["AL-03", "GA-14"])
        #expect(try await database.reading { try $0.zipCount() } == 1)
        #expect(try await database.reading { try $0.districtExists(CongressionalDistrict(state: "GA", number: 14)) })
        #expect(try await database.reading { try $0.districtExists(CongressionalDistrict(state: "GA", number: 15)) } == false)
    }

    @Test("a large ZIP file is written many rows to a statement, all of it, with progress", arguments: DatabaseKind.allCases)
    func largeZipFilesAreWrittenWhole(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        // 5,000 rows: several full statements and a partial one, with a duplicate across statements
        let rows = (0..<5_000).map { ZipDistrict(zcta: String(format: "%05d", $0), state: "VT", stateFIPS: "50", districtNumber: 0) }
        let reports = ProgressLog()
        #expect(try await database.replaceZipDistricts(rows + [rows[0]]) { done, total in reports.append(done, total) } == 5_000)
        #expect(reports.entries.last.map { [$0.0, $0.1] } == [5_001, 5_001])
        #expect(reports.entries.count >= 3)  // about every 2,000 rows, and at the end
        #expect(try await database.reading { try $0.districts(forZip: "04999") }.map(\.district.code) == ["VT-AL"])
        #expect(try await database.reading { try $0.zipCount() } == 5_000)
    }
}

/// What a write reported as progress (called on the writer's thread).
final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reported: [(Int, Int)] = []

    func append(_ done: Int, _ total: Int) { lock.withLock { reported.append((done, total)) } }
    var entries: [(Int, Int)] { lock.withLock { reported } }
}
