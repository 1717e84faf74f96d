import Storage

/// What an answer drawn from the demo's made-up election ends with: that it is example data, so
/// nobody plans a real vote around a date, a place or a candidate that does not exist.
enum DemoElectionNote {
    static let line = "Example data: this is the demo's made-up election, not a real one. "
        + "Real answers come from official feeds an operator imports (townhall import vip FILE)."

    /// `[line]` when any of the feeds `sourceKeys` is the demo's, else nothing.
    static func lines(forFeeds sourceKeys: some Sequence<String>, civic: CivicContext) async throws -> [String] {
        let demo = try await civic.database.reading { try $0.demoFeedKeys() }
        return sourceKeys.contains(where: demo.contains) ? [line] : []
    }
}
