import GRDB

/// The GRDB writer, for features whose storage still speaks SQLite through GRDB (they move to
/// `TownhallDatabase.engine` one by one, issue 17). On PostgreSQL there is no GRDB writer: each
/// method then throws `StorageError.notOnPostgres` naming the feature that called it — the folder
/// of the calling file (`Storage/Letters/…` → "Letters") — instead of crashing. It mirrors the
/// GRDB methods the features call, so their code is unchanged.
struct SQLiteOnlyWriter: Sendable {
    private let writer: (any DatabaseWriter)?

    init(_ writer: (any DatabaseWriter)?) {
        self.writer = writer
    }

    /// The GRDB writer itself; throws on PostgreSQL.
    func grdb(file: String = #filePath) throws -> any DatabaseWriter {
        try grdb(feature: Self.feature(of: file))
    }

    func grdb(feature: String) throws -> any DatabaseWriter {
        guard let writer else { throw StorageError.notOnPostgres(feature: feature) }
        return writer
    }

    func read<T>(file: String = #filePath, _ body: (Database) throws -> T) throws -> T {
        try grdb(file: file).read(body)
    }

    func read<T: Sendable>(file: String = #filePath, _ body: @Sendable (Database) throws -> T) async throws -> T {
        try await grdb(file: file).read(body)
    }

    func write<T>(file: String = #filePath, _ body: (Database) throws -> T) throws -> T {
        try grdb(file: file).write(body)
    }

    func write<T: Sendable>(file: String = #filePath, _ body: @Sendable (Database) throws -> T) async throws -> T {
        try await grdb(file: file).write(body)
    }

    func writeWithoutTransaction<T>(file: String = #filePath, _ body: (Database) throws -> T) throws -> T {
        try grdb(file: file).writeWithoutTransaction(body)
    }

    func writeWithoutTransaction<T: Sendable>(file: String = #filePath, _ body: @Sendable (Database) throws -> T) async throws -> T {
        try await grdb(file: file).writeWithoutTransaction(body)
    }

    /// ".../Sources/Storage/Letters/TownhallDatabase+Templates.swift" → "Letters" (the folder of a
    /// feature; `#fileID` names no folder, so callers pass `#filePath`).
    static func feature(of filePath: String) -> String {
        let parts = filePath.split(separator: "/")
        if parts.count >= 2 { return String(parts[parts.count - 2]) }
        let file = parts.last.map(String.init) ?? filePath
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }
}
