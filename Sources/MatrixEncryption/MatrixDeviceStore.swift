/// Where a `MatrixDevice` keeps its Olm account between runs, pickled (encrypted with the pickle
/// key, which the store never sees). The program that uses the device implements it with its own
/// storage, so the encryption code knows no database.
public protocol MatrixDeviceStore: Sendable {
    /// The pickled account of `deviceID`; nil when that device has none yet (a new device, or
    /// one that replaced the device the stored account belonged to).
    func olmAccount(of deviceID: String) async throws -> String?
    /// Stores the account of `deviceID` (after every change of its keys, before they are uploaded).
    func recordOlmAccount(_ pickle: String, of deviceID: String) async throws
}
