import Storage

/// Another feature's lines in `export me`, worded by that feature from the one export Storage
/// reads (so every line comes from the same transaction); none when it has nothing to say.
/// `export me` is Civic's, the data every feature's: a feature hands its section in when the core
/// is composed (`CivicCommands.all`), and Civic words none of it.
public typealias ExportSection = @Sendable (AccountExport) -> [String]
