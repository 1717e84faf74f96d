import Foundation

/// A list passed to a PostgreSQL statement as one JSON text argument, which the statement takes
/// apart with `json_array_elements(CAST(? AS json))`: one statement text for a list of any length
/// (so the engine numbers it once), and entries that may hold any character, which a separator
/// cannot carry (`ShardedTally.list` joins numbers with commas).
enum JSONListArgument {
    static func text(_ list: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
    }
}
