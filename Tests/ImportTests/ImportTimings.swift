import Foundation
import Import
import Storage
import Testing

/// Prints how long the full real imports take, split into reading (parse and check) and writing
/// (the one transaction). A figure for reports, never a pass/fail time.
@Suite("Import timings")
struct ImportTimings {
    @Test func printsFullImportTimes() async throws {
        let database = try TownhallDatabase.temporary()
        let clock = ContinuousClock()
        var members: [Member] = []
        let readLegislators = try clock.measure {
            members = try LegislatorsImporter.parse(String(contentsOfFile: SharedData.legislators, encoding: .utf8),
                                                    file: "legislators-current.yaml")
        }
        let writeLegislators = try await clock.measure { try await database.replaceMembers(members) }
        var rows: [ZipDistrict] = []
        let readDistricts = try clock.measure {
            rows = try DistrictsImporter.parse(String(contentsOfFile: SharedData.districts, encoding: .utf8), file: "zccd.csv")
        }
        let writeDistricts = try await clock.measure { try await database.replaceZipDistricts(rows) }
        print("import timings: legislators-current.yaml (\(members.count) members) read \(readLegislators), write \(writeLegislators); "
            + "zccd.csv (\(rows.count) rows) read \(readDistricts), write \(writeDistricts)")
        #expect(try await database.reading { try $0.zipDistrictCount() } == 42_033)
    }
}

extension ImportTimings {
    @Test func printsVotesAndBillsImportTimes() async throws {
        let database = try TownhallDatabase.temporary()
        try await LegislatorsImporter.importFile(at: SharedData.legislators, into: database)
        let clock = ContinuousClock()
        var rollCalls: [RollCall] = []
        let readVotes = try clock.measure {
            rollCalls = try SharedData.voteFiles.map { name in
                try VotesImporter.parse(Data(contentsOf: SharedData.vote(name)), file: name)
            }
        }
        let writeVotes = try await clock.measure { try await database.storeRollCalls(rollCalls, at: Date()) }
        var bills: [Bill] = []
        let readBills = try clock.measure {
            bills = try SharedData.billFiles.map { name in
                try BillStatusImporter.parse(Data(contentsOf: SharedData.bill(name)), file: name)
            }
        }
        let writeBills = try await clock.measure { try await database.storeBills(bills, at: Date()) }
        let search = try await clock.measure { _ = try await database.reading { try $0.searchBills("inflation reduction") } }
        print("import timings: \(rollCalls.count) vote files (\(rollCalls.map(\.casts.count).reduce(0, +)) casts) read \(readVotes), "
            + "write \(writeVotes); \(bills.count) bill status files read \(readBills), write \(writeBills); one bill search \(search)")
        #expect(try await database.reading { try $0.rollCallCount() } == rollCalls.count - 1)  // s213 comes twice
    }
}
