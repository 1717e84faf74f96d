import Import
import Sync

/// Reads one entry of `sync.sources`: a name, a kind (which importer) and exactly one of
/// `url` (one file), `urls` (several), `series` (a numbered series, with `first_number`) or
/// `each_bill` (one file per known bill of the current Congress).
enum SyncSourceReader {
    static func read(_ section: YAMLSection) throws(ConfigurationError) -> SyncSource {
        var section = section
        let name = try section.requiredString("name")
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            throw ConfigurationError(key: section.keyPath("name"), problem: "use letters, digits, - and _ only")
        }
        let kindText = try section.requiredString("kind")
        guard let kind = DataKind(rawValue: kindText) else {
            let known = DataKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw ConfigurationError(key: section.keyPath("kind"), problem: "'\(kindText)' is not one of \(known)")
        }
        let url = try section.string("url")
        let urls = try section.strings("urls")
        let series = try section.string("series")
        let eachBill = try section.string("each_bill")
        let firstNumber = try section.int("first_number", in: 1...1_000_000)
        let location: SyncSource.Location
        switch (url, urls, series, eachBill) {
        case (let url?, nil, nil, nil):
            location = .files([try checked(url, key: section.keyPath("url"))])
        case (nil, let urls?, nil, nil) where !urls.isEmpty:
            var checkedURLs: [String] = []
            for (index, url) in urls.enumerated() {
                checkedURLs.append(try checked(url, key: "\(section.keyPath("urls"))[\(index)]"))
            }
            location = .files(checkedURLs)
        case (nil, nil, let series?, nil):
            let address = try checked(series, key: section.keyPath("series"))
            do {
                location = .series(try AddressTemplate.series(address, firstNumber: firstNumber ?? 1))
            } catch {
                throw ConfigurationError(key: section.keyPath("series"), problem: error.description)
            }
        case (nil, nil, nil, let eachBill?):
            let address = try checked(eachBill, key: section.keyPath("each_bill"))
            do {
                location = .bills(try AddressTemplate.bill(address))
            } catch {
                throw ConfigurationError(key: section.keyPath("each_bill"), problem: error.description)
            }
        default:
            throw ConfigurationError(key: section.keyPath("url"), line: section.line,
                                     problem: "give exactly one of url, urls (a non-empty list), series or each_bill")
        }
        // Open States people come as one archive of state folders (`OpenStatesArchive`), never
        // as a numbered series or one file per bill.
        if kind == .openstates, series != nil || eachBill != nil {
            throw ConfigurationError(key: section.keyPath(series != nil ? "series" : "each_bill"),
                                     problem: "an openstates source is url or urls: gzip'd tar archives of Open States' data/ folders")
        }
        if firstNumber != nil, series == nil {
            throw ConfigurationError(key: section.keyPath("first_number"), problem: "goes with series only")
        }
        try section.rejectUnknownKeys()
        return SyncSource(name: name, kind: kind, location: location)
    }

    /// Only http(s) addresses; plain http only to loopback, so official data is never fetched
    /// unauthenticated by accident.
    private static func checked(_ url: String, key: String) throws(ConfigurationError) -> String {
        let lower = url.lowercased()
        if lower.hasPrefix("https://") { return url }
        let loopback = ["http://127.0.0.1", "http://localhost", "http://[::1]"]
        if loopback.contains(where: { lower.hasPrefix($0 + ":") || lower.hasPrefix($0 + "/") }) { return url }
        throw ConfigurationError(key: key, problem: "must be an https:// address (plain http only to 127.0.0.1 or localhost)")
    }
}
