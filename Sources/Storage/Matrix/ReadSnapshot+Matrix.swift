import SQLStore

extension ReadSnapshot {
    /// Where `network`'s next `/sync` starts, nil before the first batch was handled.
    public func matrixSyncPosition(network: String) throws -> String? {
        try tx.value(String.self, "SELECT next_batch FROM matrix_sync WHERE network = ?", [network])
    }

    /// The events of the batch in progress that were handled already.
    public func matrixHandledEvents(network: String) throws -> Set<String> {
        Set(try tx.rows("SELECT event_id FROM matrix_handled_event WHERE network = ?", [network])
            .map { try $0.decode(String.self, at: 0) })
    }

    /// Each person's DM room with the bot: user id → room id.
    public func matrixDirectRooms(network: String) throws -> [String: String] {
        let rows = try tx.rows("SELECT user_id, room_id FROM matrix_direct_room WHERE network = ?", [network])
        return Dictionary(try rows.map { (try $0.decode(String.self, "user_id"), try $0.decode(String.self, "room_id")) },
                          uniquingKeysWith: { _, last in last })
    }

    /// The bot's device on `network` as last recorded: nil before its first login.
    public func matrixDevice(network: String) throws -> MatrixDeviceRecord? {
        try tx.rows("SELECT user_id, device_id, olm_account FROM matrix_device WHERE network = ?", [network]).first.map {
            MatrixDeviceRecord(userID: try $0.decode(String.self, "user_id"), deviceID: try $0.decode(String.self, "device_id"),
                               olmAccount: try $0.decode(String?.self, "olm_account"))
        }
    }
}
