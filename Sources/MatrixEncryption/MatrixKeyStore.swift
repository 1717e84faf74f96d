/// Where the bot keeps what reading encrypted rooms needs between runs: Olm sessions and room keys
/// (pickled with the pickle key, which the store never sees), the first event each Megolm message
/// index decrypted (replay protection), and other people's verified devices. The program that
/// uses it implements it with its own storage, so the encryption code knows no database.
public protocol MatrixKeyStore: Sendable {
    /// The pickled Olm sessions with the device of curve25519 key `senderKey`, most recent first.
    func olmSessions(senderKey: String) async throws -> [String]
    func recordOlmSession(_ pickle: String, sessionID: String, senderKey: String) async throws
    /// The room key of `roomID` and `sessionID` (from `senderKey` when given).
    func roomKey(roomID: String, senderKey: String?, sessionID: String) async throws -> MatrixRoomKey?
    /// Stores a room key; false when that session was stored already (the first copy stays).
    func recordRoomKey(_ key: MatrixRoomKey) async throws -> Bool
    /// Records that `index` of the session decrypted `eventID`; the event it decrypted first.
    func claimMessageIndex(_ index: UInt32, eventID: String, of key: MatrixRoomKey) async throws -> String
    /// `userID`'s devices as last queried; nil when never queried.
    func devices(of userID: String) async throws -> [MatrixUserDevice]?
    func replaceDevices(_ devices: [MatrixUserDevice], of userID: String) async throws
}
