import Foundation
import Storage

/// Imports the Census Bureau's ZCTA → state legislative district relationship files
/// (`tab20_sldu202420_zcta520_natl.txt` for upper chambers, `tab20_sldl…` for lower ones):
/// pipe-delimited, with a header row whose names say which column is which, so the columns are
/// found by name (`GEOID_SLDU…`, `NAMELSAD_SLDU…`, `GEOID_ZCTA5…`, `AREALAND_PART`) and the
/// chamber by which of SLDU or SLDL the header names.
///
/// Every file is read and checked before anything is written; then the rows of each state and
/// chamber the files cover are replaced in one transaction. A row of a district part no ZCTA
/// covers (blank ZCTA), or of the Census's "ZZZ" (no district, mostly water), says nothing of a
/// ZIP and is passed over.
public enum StateDistrictsImporter {
    @discardableResult
    public static func importFiles(at urls: [URL], into database: TownhallDatabase,
                                   progress: ImportProgressHandler? = nil) async throws -> StateDistrictsImportSummary {
        var rows: [StateDistrictArea] = []
        for file in try ImportFiles.list(at: urls, extensions: [".txt"]) {
            guard let text = String(data: try ImportFiles.data(at: file), encoding: .utf8) else {
                throw ImportError(file: file.lastPathComponent, message: "the file is not valid UTF-8")
            }
            rows += try parse(text, file: file.lastPathComponent, progress: progress)
        }
        let covering = Set(rows.map { StateSeatGroup(state: $0.state, chamber: $0.chamber) })
        let stored = try await reportingWrite(of: rows.count, to: progress) {
            try await database.replaceStateDistricts(rows, covering: covering)
        }
        return StateDistrictsImportSummary(covering: covering, stored: stored)
    }

    /// The columns a file must have, found in its header.
    private struct Columns {
        let chamber: StateChamber
        let district: Int, districtName: Int, zcta: Int, landArea: Int, count: Int

        init(header: [Substring], file: String) throws(ImportError) {
            func index(_ prefix: String) throws(ImportError) -> Int {
                guard let found = header.firstIndex(where: { $0.hasPrefix(prefix) }) else {
                    throw ImportError(file: file, line: 1, message: "the header has no \(prefix)… column")
                }
                return found
            }
            let upper = header.contains { $0.hasPrefix("GEOID_SLDU") }, lower = header.contains { $0.hasPrefix("GEOID_SLDL") }
            guard upper != lower else {
                throw ImportError(file: file, line: 1, message: "the header must name one chamber's GEOID_SLDU… or GEOID_SLDL… column")
            }
            chamber = upper ? .upper : .lower
            let code = upper ? "SLDU" : "SLDL"
            district = try index("GEOID_\(code)")
            districtName = try index("NAMELSAD_\(code)")
            zcta = try index("GEOID_ZCTA5")
            landArea = try index("AREALAND_PART")
            count = header.count
        }
    }

    /// Parses and checks one file's text; `file` names it in errors, each with its line.
    public static func parse(_ text: String, file: String, progress: ImportProgressHandler? = nil) throws(ImportError) -> [StateDistrictArea] {
        // "\r\n" is one Character in Swift, never equal to "\n": a file with Windows line ends
        // would otherwise be one long line.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        guard let headerLine = lines.first, !headerLine.isEmpty else {
            throw ImportError(file: file, line: 1, message: "the file is empty; expected a header row")
        }
        let columns = try Columns(header: headerLine.drop { $0 == "\u{FEFF}" }.split(separator: "|", omittingEmptySubsequences: false),
                                  file: file)
        var rows: [StateDistrictArea] = []
        for (offset, line) in lines.enumerated().dropFirst() {
            if line.isEmpty {
                if offset == lines.count - 1 { break }
                throw ImportError(file: file, line: offset + 1, message: "empty line")
            }
            if let row = try row(line, columns: columns, lineNumber: offset + 1, file: file) { rows.append(row) }
            if offset % 5_000 == 0 { progress?(ImportProgress(phase: .reading, done: offset, total: lines.count - 1)) }
        }
        guard !rows.isEmpty else { throw ImportError(file: file, line: 2, message: "no rows relating a ZCTA to a district") }
        return rows
    }

    private static func row(_ line: Substring, columns: Columns, lineNumber: Int,
                            file: String) throws(ImportError) -> StateDistrictArea? {
        let fields = line.split(separator: "|", omittingEmptySubsequences: false)
        func fail(_ message: String) -> ImportError {
            ImportError(file: file, line: lineNumber, message: "\(message) in \"\(line.prefix(60))\"")
        }
        guard fields.count == columns.count else { throw fail("expected \(columns.count) fields, found \(fields.count)") }
        let geoid = fields[columns.district], zcta = fields[columns.zcta]
        guard !geoid.isEmpty, !zcta.isEmpty, !geoid.hasSuffix("ZZZ") else { return nil }
        guard geoid.count == 5, geoid.prefix(2).allSatisfy(\.isASCIIDigit) else {
            throw fail("the district GEOID must be a 2-digit state code and a 3-character district")
        }
        guard let state = USState(fips: String(geoid.prefix(2))) else { throw fail("unknown state code \(geoid.prefix(2))") }
        guard zcta.count == 5, zcta.allSatisfy(\.isASCIIDigit) else { throw fail("the ZCTA must be 5 digits") }
        guard let land = Int64(fields[columns.landArea]), land >= 0 else { throw fail("AREALAND_PART must be a whole number") }
        return StateDistrictArea(zcta: String(zcta), state: state, chamber: columns.chamber, districtCode: String(geoid.dropFirst(2)),
                                 districtName: String(fields[columns.districtName]), landArea: land)
    }
}
