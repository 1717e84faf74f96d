import Foundation

/// What one conditional GET came to.
public enum FetchResult: Sendable, Hashable {
    /// 304: the copy imported last time is still current.
    case notModified
    /// 404 or 410: nothing there (for a numbered series: not published yet).
    case notFound
    /// 200: the whole body is in a temporary file, ready to import.
    case downloaded(DownloadedFile)
}

/// A complete download waiting to be imported, with the validators to remember once it is.
public struct DownloadedFile: Sendable, Hashable {
    public var path: URL
    public var etag: String?
    public var lastModified: String?
    public var byteCount: Int
}

/// Called as bytes arrive: bytes so far and the announced total (nil when not announced).
public typealias DownloadProgressHandler = @Sendable (_ received: Int, _ expected: Int?) -> Void
