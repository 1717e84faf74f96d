import MatrixEncryption

/// The bot's device cannot start (its stored keys do not open with the pickle key given):
/// `serve` stops with this one line.
struct MatrixEncryptionStartFailure: Error, CustomStringConvertible {
    var network: String
    var failure: MatrixDeviceFailure
    var description: String { "network \(network): \(failure)" }
}
