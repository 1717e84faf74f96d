import Foundation
import Storage

/// Imports the ZCTA → congressional district CSV (`state_fips,state_abbr,zcta,cd`; `cd` 0 is
/// at-large). A ZIP may appear on several rows, in several districts and even several states.
///
/// The whole file is checked before anything is written; then the table is replaced in one
/// transaction, so re-importing never duplicates and a bad file changes nothing.
public enum DistrictsImporter: WholeFileImporter {
    public static let header = "state_fips,state_abbr,zcta,cd"

    /// Returns the number of rows stored.
    public static func write(_ rows: [ZipDistrict], to database: TownhallDatabase) async throws -> Int {
        try await database.replaceZipDistricts(rows)
    }

    /// Parses and checks the CSV text. `file` names the source in errors.
    public static func parse(_ text: String, file: String,
                             progress: ImportProgressHandler? = nil) throws(ImportError) -> [ZipDistrict] {
        // Split the bytes on LF (fast, and "\r\n" is one Character, so a Character split would
        // miss it); `clean` then drops a trailing CR: LF and CRLF files both work.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { Substring($0) }
        guard let first = lines.first, Self.clean(first) == header else {
            throw ImportError(file: file, line: 1, message: "expected the header \(header)")
        }
        var rows: [ZipDistrict] = []
        rows.reserveCapacity(lines.count)
        for (offset, rawLine) in lines.enumerated().dropFirst() {
            let line = Self.clean(rawLine)
            if line.isEmpty {
                // Only a final newline may leave an empty line.
                if offset == lines.count - 1 { break }
                throw ImportError(file: file, line: offset + 1, message: "empty line")
            }
            rows.append(try row(line, lineNumber: offset + 1, file: file))
            if offset % 5_000 == 0 { progress?(ImportProgress(phase: .reading, done: offset, total: lines.count - 1)) }
        }
        guard !rows.isEmpty else { throw ImportError(file: file, line: 2, message: "no rows after the header") }
        progress?(ImportProgress(phase: .reading, done: rows.count, total: rows.count))
        return rows
    }

    private static func row(_ line: Substring, lineNumber: Int, file: String) throws(ImportError) -> ZipDistrict {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        func fail(_ message: String) -> ImportError {
            ImportError(file: file, line: lineNumber, message: "\(message) in \"\(line.prefix(60))\"")
        }
        guard fields.count == 4 else { throw fail("expected 4 fields, found \(fields.count)") }
        let fips = fields[0], state = fields[1], zcta = fields[2], district = fields[3]
        guard fips.count == 2, fips.allSatisfy(\.isASCIIDigit) else { throw fail("state_fips must be 2 digits") }
        guard state.count == 2, state.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
            throw fail("state_abbr must be 2 capital letters")
        }
        guard zcta.count == 5, zcta.allSatisfy(\.isASCIIDigit) else { throw fail("zcta must be 5 digits") }
        guard (1...2).contains(district.count), district.allSatisfy(\.isASCIIDigit), let number = Int(district) else {
            throw fail("cd must be a district number (0 = at-large)")
        }
        return ZipDistrict(zcta: String(zcta), state: String(state), stateFIPS: String(fips), districtNumber: number)
    }

    /// A line without its trailing CR and without a UTF-8 byte-order mark.
    private static func clean(_ line: Substring) -> Substring {
        var line = line
        if line.hasSuffix("\r") { line = line.dropLast() }
        if line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
        return line
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
