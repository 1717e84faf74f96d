import GRDB

extension ReadSnapshot {
    /// Where `network`'s next `/sync` starts, nil before the first batch was handled.
    public func matrixSyncPosition(network: String) throws -> String? {
        try String.fetchOne(db, sql: "SELECT next_batch FROM matrix_sync WHERE network = ?", arguments: [network])
    }

    /// The events of the batch in progress that were handled already.
    public func matrixHandledEvents(network: String) throws -> Set<String> {
        Set(try String.fetchAll(db, sql: "SELECT event_id FROM matrix_handled_event WHERE network = ?",
                                arguments: [network]))
    }

    /// Each person's DM room with the bot: user id → room id.
    public func matrixDirectRooms(network: String) throws -> [String: String] {
        let rows = try Row.fetchAll(db, sql: "SELECT user_id, room_id FROM matrix_direct_room WHERE network = ?",
                                    arguments: [network])
        return Dictionary(rows.map { ($0["user_id"] as String, $0["room_id"] as String) }, uniquingKeysWith: { _, last in last })
    }
}
