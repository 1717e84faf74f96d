import DatabaseTestSupport

/// The engines a storage test runs on: `DatabaseKind` of the DatabaseTestSupport module, shared
/// with the civic and integration tests, named here once for every file of this target.
typealias DatabaseKind = DatabaseTestSupport.DatabaseKind
