/// A misbehaviour the test server shows on the next request for a path (one fault per request,
/// in the order queued).
public enum InjectedFault: Sendable, Hashable {
    /// Answer with this status and a short body instead of the file.
    case status(Int)
    /// Announce the whole file's length, send only this many bytes, then close the connection.
    case cutBody(afterBytes: Int)
    /// Serve only the first bytes as if they were the whole file (a consistent Content-Length):
    /// a file truncated at the source.
    case truncatedFile(bytes: Int)
}

/// One request as the server saw it, with the status it answered.
public struct RecordedRequest: Sendable, Hashable {
    public var path: String
    public var ifNoneMatch: String?
    public var ifModifiedSince: String?
    public var status: Int
}
