import Foundation
import GRDB
@testable import Storage

/// The golden files of every shipped migration's SQL, one file per migration and engine
/// (`ShippedMigrations/<engine>/<name>.sql`): the statements in order, each followed by the
/// separator line, so a statement's own text (triggers hold semicolons) never splits it.
enum ShippedMigrations {
    static let separator = "\n-- end of statement\n"

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ShippedMigrations")

    static func file(engine: String, name: String) -> URL {
        directory.appendingPathComponent(engine).appendingPathComponent("\(name).sql")
    }

    static func read(engine: String, name: String) throws -> [String]? {
        guard let text = try? String(contentsOf: file(engine: engine, name: name), encoding: .utf8) else { return nil }
        return text.components(separatedBy: separator).dropLast().map { $0 }
    }

    static func write(_ statements: [String], engine: String, name: String) throws {
        let url = file(engine: engine, name: name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try statements.map { $0 + separator }.joined().write(to: url, atomically: true, encoding: .utf8)
    }

    /// What each migration's SQLite body runs, statement by statement, traced while every
    /// migration runs in order on an in-memory database (so a body written in Swift that builds
    /// its SQL counts by what it runs).
    static func tracedSQLiteStatements() throws -> [String: [String]] {
        final class Recorder: @unchecked Sendable {
            var statements: [String] = []
        }
        let queue = try DatabaseQueue()
        var traced: [String: [String]] = [:]
        for migration in StorageMigrations.ordered {
            let recorder = Recorder()
            try queue.inDatabase { db in
                db.trace(options: .statement) { event in
                    if case .statement(let statement) = event { recorder.statements.append(statement.sql) }
                }
                defer { db.trace(options: [], nil) }
                try migration.migrate(db)
            }
            traced[migration.name] = recorder.statements
        }
        return traced
    }
}
