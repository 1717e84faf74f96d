/// What a `MatrixSession` needs to know of its account: who the bot is, how it logs in and how
/// patiently it retries. The bot's own settings (rooms, admins, invite policies) stay with the
/// program that uses the client.
public struct MatrixClientConfiguration: Sendable, Equatable {
    public enum Credential: Sendable, Equatable {
        case accessToken(String)
        /// Logged in at each start (`m.login.password`), as `device_id` when given.
        case password(String)
    }

    /// The bot's full user id, e.g. @townhall:example.org.
    public var userID: String
    public var credential: Credential
    public var deviceID: String?
    /// Backoff between retries of failed calls (5xx, timeouts, a homeserver down).
    public var retry: MatrixRetry

    public init(userID: String, credential: Credential, deviceID: String? = nil, retry: MatrixRetry = MatrixRetry()) {
        self.userID = userID
        self.credential = credential
        self.deviceID = deviceID
        self.retry = retry
    }
}
