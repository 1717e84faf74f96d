/// Where a `MatrixSession` keeps what must outlive a run: each person's DM room, the counter
/// its transaction ids come from, and the bot's device id. The program that uses the client implements it with its own
/// storage, so the protocol client knows no database.
public protocol MatrixStateStore: Sendable {
    /// User id → DM room, as recorded before.
    func directRooms() async throws -> [String: String]
    func recordDirectRoom(_ roomID: String, of userID: String) async throws
    func forgetDirectRoom(_ roomID: String) async throws
    /// Reserves `count` transaction numbers never handed out before (not even by a run that
    /// crashed): returns the first of them.
    func reserveTransactions(count: Int) async throws -> Int64
    /// The device the bot's last login was, nil before the first.
    func deviceID(of userID: String) async throws -> String?
    /// Remembers the device a login gave (or the token stands for), so the next login reuses it.
    func recordDeviceID(_ deviceID: String, of userID: String) async throws
}
