import Foundation
import Storage

/// Seeds the demo's rock posts (`Demo/rock-posts-demo.tsv`: author, https link, caption with
/// #tags, tab-separated) so `rocks` answers on a first run. Only into a database without posts,
/// so a second seed never doubles them and real posts are never mixed with the demo's.
enum RockPostsDemoImporter {
    /// The network the demo authors' accounts belong to: the console's.
    static let network = "console"

    static func importFile(at url: URL, into database: TownhallDatabase) async throws {
        guard try await database.reading({ try $0.rockPostCount() }) == 0 else { return }
        let text = try String(contentsOf: url, encoding: .utf8)
        let seededAt = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01, fixed so seeds are alike
        let drafts = try text.split(separator: "\n").enumerated().map { number, line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3 else {
                throw ImportError(file: url.lastPathComponent, line: number + 1, message: "expected author, link and caption, tab-separated")
            }
            let tags = fields[2].split(separator: " ").filter { $0.hasPrefix("#") }.map { String($0.dropFirst()).lowercased() }
            return RockPostDraft(imageURL: fields[1], caption: fields[2], tags: tags,
                                 author: AccountIdentity(network: network, name: fields[0]))
        }
        _ = try await database.postRocks(drafts, at: seededAt)
    }
}
