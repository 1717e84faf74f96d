/// What a `MatrixSession` needs to know of its account: who the bot is, how it logs in and how
/// patiently it retries. The bot's own settings (rooms, admins, invite policies) stay with the
/// program that uses the client.
public struct MatrixClientConfiguration: Sendable, Equatable {
    public enum Credential: Sendable, Equatable {
        case accessToken(String)
        /// Logged in at each start (`m.login.password`), as `device_id` when given, else as the
        /// device the last login made (the `MatrixStateStore` keeps it).
        case password(String)
    }

    /// The bot's full user id, e.g. @townhall:example.org.
    public var userID: String
    public var credential: Credential
    public var deviceID: String?
    /// The name a password login gives the device it makes, shown in the account's session list.
    public var deviceDisplayName: String
    /// What every transaction id starts with, naming the program that sent the message.
    public var transactionPrefix: String
    /// Backoff between retries of failed calls (5xx, timeouts, a homeserver down).
    public var retry: MatrixRetry

    public init(userID: String, credential: Credential, deviceID: String? = nil, deviceDisplayName: String,
                transactionPrefix: String, retry: MatrixRetry = MatrixRetry()) {
        self.userID = userID
        self.credential = credential
        self.deviceID = deviceID
        self.deviceDisplayName = deviceDisplayName
        self.transactionPrefix = transactionPrefix
        self.retry = retry
    }
}
