import Foundation

/// The real official files in `../shared/data/civic`, read in place (never copied into the repo).
enum SharedData {
    static let civic: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ImportTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/data/civic", isDirectory: true)

    static var legislators: String { civic.appendingPathComponent("legislators/legislators-current.yaml").path }
    static var districts: String { civic.appendingPathComponent("zip-district/zccd.csv").path }

    /// Writes `text` to a fresh temporary file and returns its path.
    static func temporaryFile(named name: String, containing text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-import-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
