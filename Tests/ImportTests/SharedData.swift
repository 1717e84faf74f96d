import Foundation
import Storage
import Testing

/// The real official files in `../shared/data/civic`, read in place (never copied into the repo).
enum SharedData {
    static let civic: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ImportTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/data/civic", isDirectory: true)

    static var legislators: String { civic.appendingPathComponent("legislators/legislators-current.yaml").path }
    static var districtOffices: String { civic.appendingPathComponent("legislators/legislators-district-offices.yaml").path }
    static var socialMedia: String { civic.appendingPathComponent("legislators/legislators-social-media.yaml").path }
    static var districts: String { civic.appendingPathComponent("zip-district/zccd.csv").path }
    static var votes: URL { civic.appendingPathComponent("votes", isDirectory: true) }
    static var bills: URL { civic.appendingPathComponent("bills", isDirectory: true) }

    static func vote(_ name: String) -> URL {
        votes.appendingPathComponent(name.hasPrefix("s") || name.hasPrefix("vote_") ? "senate" : "house")
            .appendingPathComponent(name)
    }

    static func bill(_ name: String) -> URL { bills.appendingPathComponent(name) }

    /// Names of the files directly in `folder` (and its subfolders) ending with `suffix`, sorted.
    static func files(in folder: URL, endingWith suffixes: [String]) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var names: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if suffixes.contains(where: { path.hasSuffix($0) }) { names.append(URL(fileURLWithPath: path).lastPathComponent) }
        }
        return names.sorted()
    }

    static var voteFiles: [String] { files(in: votes, endingWith: [".json", ".xml"]) }
    static var billFiles: [String] { files(in: bills, endingWith: [".xml"]) }

    /// A fresh empty temporary directory.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-import-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Writes the first `fraction` of the bytes of `source` to a file of the same name in a fresh
    /// temporary directory: a truncated copy of a real file.
    static func truncatedCopy(of source: URL, keeping fraction: Double) throws -> URL {
        let data = try Data(contentsOf: source)
        let url = try temporaryDirectory().appendingPathComponent(source.lastPathComponent)
        try data.prefix(Int(Double(data.count) * fraction)).write(to: url)
        return url
    }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(named name: String, containing text: String) throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}

/// A roll-call reference a test spells out (the test fails if it does not parse).
func reference(_ text: String) throws -> RollCallReference { try #require(RollCallReference(text)) }

/// A bill id a test spells out (the test fails if it does not parse).
func billID(_ text: String) throws -> BillID { try #require(BillID(text)) }
