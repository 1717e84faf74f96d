import Foundation
import Import
import Storage

/// `townhall import vip` of Maricopa County's VIP 6.0 feed for 2020 (read in place from
/// ../shared/data/civic/vip): the first import into a fresh database, then re-imports that
/// replace the same source's rows in one transaction. Prints time, rows stored per second and
/// CPU time (the machine is shared, so CPU seconds compare better between runs than wall time).
enum VIPImportBenchmark {
    static let runs = 10

    static func run() async throws {
        let file = try BillsBenchmark.sharedData().appendingPathComponent("vip/vipfeed-04013-2020-11-03.xml")
        let bytes = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
        print("file: \(file.lastPathComponent), \(bytes / 1_000) kB")
        for replacing in [false, true] {
            var walls: [Duration] = []
            var cpu: [Double] = []
            var rows = 0
            let database = try TownhallDatabase.temporary()
            if replacing { _ = try await VIPImporter.importFile(at: file, into: database) }
            for _ in 0..<runs {
                let target = replacing ? database : try TownhallDatabase.temporary()
                let cpuStart = Figures.processCPUTime()
                let start = ContinuousClock.now
                let summary = try await VIPImporter.importFile(at: file, into: target)
                walls.append(ContinuousClock.now - start)
                cpu.append(Figures.processCPUTime() - cpuStart)
                precondition(summary.replaced == replacing && summary.pollingLocations == 560, "unexpected import: \(summary)")
                rows = try await target.reading { try $0.vipRowCount(sourceKey: summary.sourceKey) }
            }
            let median = walls.sorted()[runs / 2]
            let medianCPU = cpu.sorted()[runs / 2]
            print("import vip (\(replacing ? "replacing the same source" : "into a fresh database")): median "
                + "\(Figures.milliseconds(median)) wall, \(String(format: "%.0f ms", medianCPU * 1_000)) CPU over \(runs) runs; "
                + "\(rows) rows → \(Figures.perSecond(rows, in: median)) rows (wall), "
                + String(format: "%.0f/s rows per CPU second", Double(rows) / medianCPU))
        }
    }
}
