import Chat
import Foundation
import Import
import Storage
import TownhallApp

/// State officials at the size of the whole country. First `townhall import openstates` of the
/// three states' real Open States folders (../shared/data/civic/openstates: CA, AZ, VA) into fresh
/// databases, in files per second. Then `reps` through the real command core on one database
/// holding all 50 states: Congress and the ZIP → congressional district file from the shared data,
/// the three real states, and for the other 47 synthetic people in the Open States format (40
/// senators, 80 representatives and four statewide officers each) with Census ZCTA → state
/// district files for every ZIP, a fifth of them split between two districts of a chamber. The
/// synthetic files go to a temporary folder that is removed afterwards, never into the repository.
/// `reps` asks for every level, so each run reads the members of Congress, both chambers'
/// legislators (both districts of a split ZIP) and the statewide officers.
enum OfficialsBenchmark {
    static let importRuns = 5
    static let repsRuns = 2_000
    /// Districts per chamber of a synthetic state.
    static let syntheticSeats = (upper: 40, lower: 80)
    /// The real states' districts per chamber, so their Census rows name districts their people sit for.
    static let realSeats: [String: (upper: Int, lower: Int)] = ["CA": (40, 80), "AZ": (30, 30), "VA": (40, 100)]

    static func run() async throws {
        let data = try BillsBenchmark.sharedData()
        let realFolders = ["ca", "az", "va"].map { data.appendingPathComponent("openstates/\($0)", isDirectory: true) }
        let day = Date().formatted(.iso8601.year().month().day())
        try await benchmarkImport(realFolders, asOf: day)

        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-officials-benchmark-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let zips = try zipsByState(data.appendingPathComponent("zip-district/zccd.csv"))
        let synthetic = USState.all.filter { $0.code != "DC" && $0.fips <= "56" && realSeats[$0.code] == nil }
        let people = try writeSyntheticPeople(of: synthetic, into: scratch.appendingPathComponent("people", isDirectory: true))
        let districtFiles = try writeStateDistricts(zips, into: scratch)
        print("synthetic: \(people) person files for \(synthetic.count) states, ZCTA → state district rows for "
            + "\(zips.values.map(\.count).reduce(0, +)) ZIPs of \(zips.count) states, in \(scratch.path)")

        let database = try TownhallDatabase.temporary()
        _ = try await LegislatorsImporter.importFile(at: data.appendingPathComponent("legislators/legislators-current.yaml").path,
                                                     into: database)
        _ = try await DistrictsImporter.importFile(at: data.appendingPathComponent("zip-district/zccd.csv").path, into: database)
        let officials = try await OpenStatesImporter.importFiles(
            at: realFolders + [scratch.appendingPathComponent("people", isDirectory: true)], into: database, asOf: day)
        let districts = try await StateDistrictsImporter.importFiles(at: districtFiles, into: database)
        print("stored: \(officials.stored.stored) officials of \(officials.states.count) states; "
            + "\(districts.stored.stored) ZCTA → state district rows; "
            + "\(districts.stored.unmatched.count) legislators' districts with no Census row")
        try await benchmarkReps(on: database, zips: zips)
    }

    /// Imports the real folders into a fresh database `importRuns` times; prints the median.
    private static func benchmarkImport(_ folders: [URL], asOf day: String) async throws {
        var walls: [Duration] = []
        var cpu: [Double] = []
        var files = 0, line = ""
        for _ in 0..<importRuns {
            let database = try TownhallDatabase.temporary()
            let cpuStart = Figures.processCPUTime()
            let start = ContinuousClock.now
            let summary = try await OpenStatesImporter.importFiles(at: folders, into: database, asOf: day)
            walls.append(ContinuousClock.now - start)
            cpu.append(Figures.processCPUTime() - cpuStart)
            files = summary.legislators + summary.statewideOfficers + summary.cityOfficials + summary.withoutCurrentRole.count
                + summary.withoutDistrict.count + summary.otherRoles.count
            line = summary.line
        }
        let median = walls.sorted()[importRuns / 2], medianCPU = cpu.sorted()[importRuns / 2]
        print("import openstates ca az va: \(line.prefix(160))")
        print("import openstates ca az va: median \(Figures.milliseconds(median)) wall, "
            + String(format: "%.0f ms CPU", medianCPU * 1_000) + " over \(importRuns) runs; \(files) person files → "
            + "\(Figures.perSecond(files, in: median)) files (wall), " + String(format: "%.0f/s files per CPU second", Double(files) / medianCPU))
    }

    /// `reps` for a speaker in ZIPs spread over every state: `zip` (untimed, checked to answer
    /// every level), then `reps` timed `repsRuns / ZIPs` times in a row, as a person asks again
    /// on the same profile. Prints latency percentiles and CPU time per `reps`.
    private static func benchmarkReps(on database: TownhallDatabase, zips: [String: [String]]) async throws {
        let bench = BenchmarkSpeaker(database: database)
        var generator = SplitMix64(seed: 35)
        let sampled = zips.keys.sorted().flatMap { state in
            (0..<4).map { _ in zips[state]![Int(generator.next() % UInt64(zips[state]!.count))] }
        }
        var sample = LatencySample()
        var lines = 0, cpu = 0.0
        for zip in sampled {
            _ = await bench.say("zip \(zip)")
            let answer = await bench.say("reps").flatMap { $0.text.split(separator: "\n") }
            precondition(answer.contains { $0.hasSuffix("officials:") }, "reps in \(zip) answered \(answer)")
            lines += answer.count
            let cpuStart = Figures.processCPUTime()
            for _ in 0..<(repsRuns / sampled.count) {
                let start = ContinuousClock.now
                _ = await bench.say("reps")
                sample.record(ContinuousClock.now - start)
            }
            cpu += Figures.processCPUTime() - cpuStart
        }
        print("reps (all levels, \(sampled.count) ZIPs of \(zips.count) states, \(lines / sampled.count) lines on average): "
            + sample.summary + String(format: "; %.0f µs CPU per reps", cpu * 1e6 / Double(sample.durations.count)))
    }

    /// The ZIPs of each state (50 states and DC) in the ZIP → congressional district file.
    private static func zipsByState(_ file: URL) throws -> [String: [String]] {
        var zips: [String: Set<String>] = [:]
        for line in try String(contentsOf: file, encoding: .utf8).split(whereSeparator: \.isNewline).dropFirst() {
            let fields = line.split(separator: ",")
            guard fields.count >= 3, let state = USState(code: String(fields[1])), state.fips <= "56", state.code != "DC" else { continue }
            zips[state.code, default: []].insert(String(fields[2]))
        }
        return zips.mapValues { $0.sorted() }
    }

    /// One Open States person file per synthetic seat: senators, representatives (Nebraska's one
    /// chamber as `legislature`), and the four statewide officers `reps` lists. Returns the count.
    private static func writeSyntheticPeople(of states: [USState], into folder: URL) throws -> Int {
        var written = 0
        for (stateIndex, state) in states.enumerated() {
            let code = state.code.lowercased()
            var seats: [(type: String, district: Int?)] = (1...syntheticSeats.upper).map { (state.code == "NE" ? "legislature" : "upper", $0) }
            if state.code != "NE" { seats += (1...syntheticSeats.lower).map { ("lower", $0) } }
            seats += ["governor", "lt_governor", "attorney general", "secretary of state"].map { ($0, nil) }
            for (seatIndex, seat) in seats.enumerated() {
                let uuid = String(format: "%08x-0000-4000-8000-%012x", stateIndex + 1, seatIndex + 1)
                let family = "Person\(stateIndex)x\(seatIndex)", site = "https://\(code).example.gov/\(family.lowercased())"
                let kind = seat.district == nil ? "executive" : "legislature"
                var text = """
                    id: ocd-person/\(uuid)
                    name: Synthetic \(family)
                    given_name: Synthetic
                    family_name: \(family)
                    email: \(family.lowercased())@\(code).example.gov
                    party:
                    - name: \(seatIndex % 2 == 0 ? "Democratic" : "Republican")
                    roles:
                    - start_date: '2023-01-09'
                      type: \(seat.type)
                      jurisdiction: ocd-jurisdiction/country:us/state:\(code)/government

                    """
                if let district = seat.district { text += "  district: '\(district)'\n" }
                text += """
                    offices:
                    - classification: capitol
                      address: \(100 + seatIndex) Capitol Ave., Capital City, \(state.code) 00000
                      voice: 555-\(String(format: "%03d", stateIndex))-\(String(format: "%04d", seatIndex))
                    - classification: district
                      address: \(seatIndex) Main St., Hometown, \(state.code) 00000
                      voice: 555-\(String(format: "%03d", stateIndex))-\(String(format: "%04d", 5_000 + seatIndex))
                    links:
                    - url: \(site)
                    ids:
                      twitter: \(family)
                    sources:
                    - url: \(site)

                    """
                let directory = folder.appendingPathComponent("\(code)/\(kind)", isDirectory: true)
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: directory.appendingPathComponent("\(family)-\(uuid).yml"))
                written += 1
            }
        }
        return written
    }

    /// The two Census relationship files (upper and lower chambers) for every ZIP of every state:
    /// each ZIP in one district of each chamber, every fifth split with a smaller part in the next
    /// district. Nebraska has no lower chamber, as in the Census files.
    private static func writeStateDistricts(_ zips: [String: [String]], into folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [URL] = []
        for chamber in StateChamber.allCases {
            let code = chamber == .upper ? "SLDU" : "SLDL"
            let columns = ["OID_\(code)2024_20", "GEOID_\(code)2024_20", "NAMELSAD_\(code)2024_20", "AREALAND_\(code)2024_20",
                           "AREAWATER_\(code)2024_20", "MTFCC_\(code)2024_20", "FUNCSTAT_\(code)2024_20", "OID_ZCTA5_20",
                           "GEOID_ZCTA5_20", "NAMELSAD_ZCTA5_20", "AREALAND_ZCTA5_20", "AREAWATER_ZCTA5_20", "MTFCC_ZCTA5_20",
                           "CLASSFP_ZCTA5_20", "FUNCSTAT_ZCTA5_20", "AREALAND_PART", "AREAWATER_PART"]
            var text = columns.joined(separator: "|") + "\n"
            for (state, stateZips) in zips.sorted(by: { $0.key < $1.key }) {
                guard let usState = USState(code: state), chamber == .upper || state != "NE" else { continue }
                let seats = realSeats[state].map { chamber == .upper ? $0.upper : $0.lower }
                    ?? (chamber == .upper ? syntheticSeats.upper : syntheticSeats.lower)
                for (index, zip) in stateZips.enumerated() {
                    let district = index % seats + 1
                    var parts = [(district, Int64(9_000_000))]
                    if index % 5 == 0 { parts.append((district % seats + 1, 1_000_000)) }
                    for (number, land) in parts {
                        let name = chamber == .upper ? "State Senate District \(number)" : "State House District \(number)"
                        text += ["1", usState.fips + String(format: "%03d", number), name, "100000000", "0", "G5210", "N", "1",
                                 zip, "ZCTA5 \(zip)", "10000000", "0", "G6350", "B5", "S", String(land), "0"]
                            .joined(separator: "|") + "\n"
                    }
                }
            }
            let file = folder.appendingPathComponent("tab20_\(code.lowercased())202420_zcta520_natl.txt")
            try Data(text.utf8).write(to: file)
            files.append(file)
        }
        return files
    }
}
