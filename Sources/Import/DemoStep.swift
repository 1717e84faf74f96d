import Foundation
import Storage

/// One step of the demo seed: a part of the demo dataset, loaded by one importer in one
/// transaction. A feature that brings its own demo data (reports, an election, templates,
/// minerals) adds one step to `DemoData.steps`, so `help` and its examples answer on a first run.
public struct DemoStep: Sendable {
    /// Names the step in `#setup demo NAME…` and in errors: "members", "zips", "votes", "bills", "offices", "social", "election".
    public let name: String
    private let load: @Sendable (TownhallDatabase) async throws -> Void

    public init(name: String, load: @escaping @Sendable (TownhallDatabase) async throws -> Void) {
        self.name = name
        self.load = load
    }

    /// Loads this step's data; safe to repeat (the importers replace or skip what is known).
    public func run(on database: TownhallDatabase) async throws {
        try await load(database)
    }
}
