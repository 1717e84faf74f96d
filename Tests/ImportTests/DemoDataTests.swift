import Import
import Storage
import Testing

@Suite("Demo dataset")
struct DemoDataTests {
    @Test func seedsAnEmptyDatabaseOnceAndNeverOverRealData() async throws {
        let database = try TownhallDatabase.temporary()
        #expect(try await DemoData.seedIfEmpty(database))
        #expect(try await database.memberCount() == 20)
        #expect(try await database.districts(forZip: "10001").count == 2)
        #expect(try await DemoData.seedIfEmpty(database) == false)
        #expect(try await database.memberCount() == 20)
    }

    @Test func coversASplitZipAnAtLargeStateAndASharedName() async throws {
        let database = try TownhallDatabase.temporary()
        try await DemoData.seed(into: database)
        #expect(try await database.districts(forZip: "30165").map(\.state) == ["AL", "GA"])
        #expect(try await database.houseMembers(of: CongressionalDistrict(state: "VT", number: 0)).map(\.lastName) == ["Balint"])
        #expect(try await database.members(matchingName: "rogers").count == 2)
    }
}
