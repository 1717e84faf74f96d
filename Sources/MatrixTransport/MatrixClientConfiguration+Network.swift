import MatrixClient

extension MatrixClientConfiguration {
    /// The protocol client's part of a `kind: matrix` network entry.
    init(network: MatrixNetworkConfiguration) {
        self.init(userID: network.userID, credential: network.credential, deviceID: network.deviceID,
                  deviceDisplayName: "Townhall", transactionPrefix: "townhall",
                  retry: MatrixRetry(minimum: .milliseconds(Int(network.retryMinSeconds * 1000)),
                                     maximum: .milliseconds(Int(network.retryMaxSeconds * 1000))))
    }
}
