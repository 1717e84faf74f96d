import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// An election-night surge of reports through two bot processes on one database (issue 17): many
/// reporters at once, so each process commits them in big group-commit batches that overlap with
/// the other's. Every report must be filed — none given up after conflicts on PostgreSQL — and the
/// hourly limit must still hold.
@Suite("Incident reports: a surge from two processes")
struct IncidentReportSurgeTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    static let reporters = 2_000
    /// Each reporter files this many reports, one after the other, under a limit of `perHour`.
    static let reportsEach = 2
    static let perHour = 3
    /// Callers per process: enough that a batch holds a couple of hundred reports, as in the
    /// benchmark that first gave some up.
    static let callersPerProcess = 250

    func account(_ index: Int) -> AccountIdentity { AccountIdentity(network: "test", name: "reporter\(index)") }

    @Test(arguments: DatabaseKind.allCases)
    func manyReportersInBigBatchesFromTwoProcessesAreAllFiled(kind: DatabaseKind) async throws {
        let first = try await kind.makeDatabase()
        try await SeedRows.zipDistricts([
            ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11),
            ZipDistrict(zcta: "90012", state: "CA", stateFIPS: "06", districtNumber: 30),
            ZipDistrict(zcta: "90012", state: "CA", stateFIPS: "06", districtNumber: 34),
            ZipDistrict(zcta: "10001", state: "NY", stateFIPS: "36", districtNumber: 10),
        ], in: first)
        let second = try first.secondProcess()
        let zips = ["94110", "90012", "10001"]
        let callers = 2 * Self.callersPerProcess
        // A report whose batch the engine gave up on is counted, not thrown: the figure is the point.
        let outcomes = try await withThrowingTaskGroup(of: [ReportOutcome?].self) { group in
            for caller in 0..<callers {
                let database = caller.isMultiple(of: 2) ? first : second
                group.addTask {
                    var outcomes: [ReportOutcome?] = []
                    for round in 0..<Self.reportsEach {
                        for reporter in stride(from: caller, to: Self.reporters, by: callers) {
                            do {
                                outcomes.append(try await database.report(
                                    .line, zip: zips[(reporter + round) % zips.count], text: "long line \(round)",
                                    imageURL: nil, by: account(reporter), perHour: Self.perHour, at: date))
                            } catch SQLEngineError.gaveUpAfterConflicts {
                                outcomes.append(nil)
                            }
                        }
                    }
                    return outcomes
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let filed = outcomes.filter { if case .filed = $0 { true } else { false } }
        let givenUp = outcomes.filter { $0 == nil }.count
        #expect(givenUp == 0)
        #expect(filed.count == Self.reporters * Self.reportsEach)
        let stored = try await second.engine.read { tx in
            try tx.value(Int.self, "SELECT COUNT(*) FROM incident")
        }
        #expect(stored == Self.reporters * Self.reportsEach)
        // The limit still counts what the other process filed: one more each is allowed, then none.
        let third = try await first.report(.line, zip: "94110", text: "again", imageURL: nil, by: account(7),
                                           perHour: Self.perHour, at: date)
        // (Ids are not checked: a transaction run again on PostgreSQL used up sequence numbers.)
        if case .filed(_, let districts) = third {
            #expect(districts == [CongressionalDistrict(state: "CA", number: 11)])
        } else {
            Issue.record("the third report of the hour was not filed: \(third)")
        }
        let fourth = try await second.report(.line, zip: "94110", text: "again", imageURL: nil, by: account(7),
                                             perHour: Self.perHour, at: date)
        #expect(fourth == .hourlyLimitReached(limit: Self.perHour))
        let counters = [first, second].compactMap { ($0.engine as? PostgresEngine)?.counters }
        #expect(counters.allSatisfy { $0.gaveUpAfterConflicts == 0 })
        // The reporters of one process are not the other's, so there is nothing to conflict on:
        // under SERIALIZABLE the hourly counts and the FOREIGN KEY checks still made batches fail
        // each other (see commitReports): before, of 2 runs one gave a 250-report batch up after 20
        // transactions run again, the other ran 9 again.
        #expect(counters.allSatisfy { $0.retriedAfterConflict == 0 })
        let batches = first.reportBatching.transactions + second.reportBatching.transactions
        print("IncidentReportSurgeTests \(kind): \(outcomes.count) reports in \(batches) transactions (\(givenUp) given up), "
            + "retried after a conflict: \(counters.map(\.retriedAfterConflict).reduce(0, +)), "
            + "transactions given up: \(counters.map(\.gaveUpAfterConflicts).reduce(0, +))")
    }
}
