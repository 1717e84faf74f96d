/// How `HTTPFetcher` talks to servers.
public struct FetchSettings: Sendable, Hashable {
    /// Connect and read (idle) timeout; a whole download may take at most 20 times this.
    public var timeoutSeconds: Int
    public var retry: RetryPolicy
    /// A PEM file of extra CAs to trust besides the system's (for a private mirror).
    public var caFile: String?
    public var userAgent: String
    /// Downloads larger than this are refused (a protection against a wrong or hostile address).
    public var maxBytes: Int

    public init(timeoutSeconds: Int = 30, retry: RetryPolicy = RetryPolicy(), caFile: String? = nil,
                userAgent: String = "Townhall-sync/1 (civic chat bot)", maxBytes: Int = 100 * 1_048_576) {
        self.timeoutSeconds = timeoutSeconds
        self.retry = retry
        self.caFile = caFile
        self.userAgent = userAgent
        self.maxBytes = maxBytes
    }
}
