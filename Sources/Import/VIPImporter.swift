import Foundation
import Storage

/// `townhall import vip PATH`: reads a Voting Information Project feed (VIP 5.x or 6.x XML) as
/// a stream and stores it in one transaction; importing the same source (its `Source/VipId`)
/// again replaces what it stored before. A malformed file, or one of another version, is named
/// with its line and element, and changes nothing.
public enum VIPImporter {
    /// The schema versions read: 5.0–5.2 and 6.0 (VIP 6 keeps 5's element names for what is used).
    static let majorVersions: Set<String> = ["5", "6"]

    /// `isDemo` marks the feed as made-up example data (the demo seed's election, `DemoElectionFeed`).
    @discardableResult
    public static func importFile(at url: URL, into database: TownhallDatabase, now: Date = Date(), isDemo: Bool = false,
                                  progress: ImportProgressHandler? = nil) async throws -> VIPImportSummary {
        let file = url.lastPathComponent
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw ImportError(file: file, message: "cannot read the file (no such file or no permission)")
        }
        let totalLines = progress == nil ? 0 : try lineCount(of: url)
        // The feed is streamed into the write (too big to hold), so reading happens inside the
        // body: it opens the file afresh each time, so a body run again after a PostgreSQL
        // serialization conflict reads it again from the start (its reading line starts over).
        // The write's end is reported after the commit, once.
        let summary = try await database.importVIPFeed(at: now) { feed in
            guard let stream = InputStream(url: url) else {
                throw ImportError(file: file, message: "cannot open the file")
            }
            try read(stream, file: file, isDemo: isDemo, into: feed) { line in
                progress?(ImportProgress(phase: .reading, done: min(line, totalLines), total: totalLines))
            }
        }
        progress?(ImportProgress(phase: .writing, done: 1, total: 1))
        return summary
    }

    /// Streams `stream` into `feed`. Objects before `Source` (rare: the spec puts it first) wait
    /// in memory until it names the feed.
    static func read(_ stream: InputStream, file: String, isDemo: Bool = false, into feed: VIPFeedWriter,
                     onLine: ((Int) -> Void)?) throws {
        var objects = VIPObjectReader(file: file)
        var version = ""
        var waiting: [VIPObject] = []
        var sourceSeen = false
        let reader = VIPStreamReader(file: file, onVersion: { (text: String) throws(ImportError) in
            let major = String(text.prefix { $0 != "." })
            guard majorVersions.contains(major) else {
                let found = text.isEmpty ? "no schemaVersion" : "schemaVersion \"\(text.prefix(20))\""
                throw ImportError(file: file, line: 1, element: "VipObject",
                                  message: "\(found): Townhall reads VIP 5.x and 6.0 feeds")
            }
            version = text
        }, onObject: { (node: XMLTree) throws(ImportError) in
            if node.name == "Source" {
                guard !sourceSeen else { throw objects.fail(node, "a feed has one Source") }
                guard let key = node.value("VipId") else { throw objects.fail(node, "missing or empty", at: "VipId") }
                sourceSeen = true
                do {
                    try feed.begin(sourceKey: key, sourceName: node.value("Name"), version: version, file: file, isDemo: isDemo)
                    for object in waiting { try feed.write(object) }
                } catch {
                    throw ImportError(file: file, line: node.line, message: "cannot store the feed (\(error))")
                }
                waiting = []
                return
            }
            let read = try objects.objects(from: node)
            do {
                if sourceSeen { for object in read { try feed.write(object) } } else { waiting += read }
            } catch {
                throw ImportError(file: file, line: node.line, element: "VipObject/\(node.name)",
                                  message: "cannot store this object (\(error))")
            }
        }, onLine: onLine)
        stream.open()
        defer { stream.close() }
        try reader.read(stream)
        guard sourceSeen else {
            throw ImportError(file: file, element: "VipObject/Source", message: "the feed has no Source with a VipId, "
                + "which names it (so a later import of the same source replaces it)")
        }
    }

    private static func lineCount(of url: URL) throws -> Int {
        let data = try Data(contentsOf: url, options: .alwaysMapped)
        return data.reduce(into: 1) { count, byte in if byte == 0x0A { count += 1 } }
    }
}
