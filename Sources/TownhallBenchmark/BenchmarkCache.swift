import Foundation
import Storage

/// The synthetic databases benchmarks measure on: built once into `.build/benchmark/NAME`
/// (named with the migration count, so a schema change builds anew) and copied for each run, so
/// runs start from the same state and never grow the cached file.
enum BenchmarkCache {
    /// A fresh copy of cache file `name` (built first with `build` if missing), in a temporary
    /// folder that `discard` removes.
    static func freshCopy(named name: String, build: (TownhallDatabase) async throws -> Void) async throws
        -> (database: TownhallDatabase, folder: URL) {
        let cache = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent(".build/benchmark/\(name)")
        if !FileManager.default.fileExists(atPath: cache.path) {
            try await self.build(into: cache, build)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("townhall.sqlite")
        try FileManager.default.copyItem(at: cache, to: copy)
        return (try TownhallDatabase(path: copy.path), folder)
    }

    static func discard(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Builds into a scratch file, then writes the cache with SQLite's backup API: a complete,
    /// WAL-free single file appears under its name only when it is whole.
    private static func build(into cache: URL, _ build: (TownhallDatabase) async throws -> Void) async throws {
        let clock = ContinuousClock()
        let started = clock.now
        print("building the synthetic database (once; cached as \(cache.path))…")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-bench-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let database = try TownhallDatabase(path: scratch.appendingPathComponent("build.sqlite").path)
        try await build(database)
        try FileManager.default.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
        let partial = cache.appendingPathExtension("partial")
        try? FileManager.default.removeItem(at: partial)
        try database.backup(to: partial.path)
        try FileManager.default.moveItem(at: partial, to: cache)
        print("  built in \(Figures.seconds(clock.now - started))")
    }
}
