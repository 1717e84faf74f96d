/// Reports the writing phase around the import's one write: none of `total` before it, all of it
/// after the commit, and nothing from inside. On PostgreSQL a write that hits a serialization
/// conflict runs its body again, so a body must only talk to the database: a report from inside
/// would be repeated (a terminal line counting up twice, its final newline printed twice).
func reportingWrite<T>(of total: Int, to progress: ImportProgressHandler?,
                       _ write: () async throws -> T) async throws -> T {
    progress?(ImportProgress(phase: .writing, done: 0, total: total))
    let result = try await write()
    progress?(ImportProgress(phase: .writing, done: total, total: total))
    return result
}
