import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOSSL
import Storage
import Synchronization
import TLSPolicy

/// Conditional HTTPS downloads into temporary files, with retries and backoff for transient
/// failures. TLS verifies the certificate chain and the host name (always; `caFile` only adds
/// trust roots).
///
/// One client per host: NIOSSL also accepts a certificate for the address reached in place of
/// the name asked for, so each host's client requires that name on the certificate
/// (`CertificateNameCheck`) before a request goes out on a connection.
public final class HTTPFetcher: Sendable {
    private let configuration: HTTPClient.Configuration
    private let clients = Mutex<[String: HTTPClient]>([:])
    let settings: FetchSettings

    public init(settings: FetchSettings) throws {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.certificateVerification = .fullVerification
        if let caFile = settings.caFile {
            // Read now so a wrong path is reported at once, not as a TLS failure later.
            do {
                tls.additionalTrustRoots = [.certificates(try NIOSSLCertificate.fromPEMFile(caFile))]
            } catch {
                throw SyncFailure(.other("cannot read the CA file \(caFile) (no PEM certificates there)"))
            }
        }
        let timeout = TimeAmount.seconds(Int64(settings.timeoutSeconds))
        var configuration = HTTPClient.Configuration(
            // Redirects are handled here: a numbered series must see them (below).
            tlsConfiguration: tls, redirectConfiguration: .disallow,
            timeout: .init(connect: min(timeout, .seconds(15)), read: timeout))
        // Our own retry policy decides; the client would otherwise retry connecting silently.
        configuration.connectionPool.retryConnectionEstablishment = false
        self.configuration = configuration
        self.settings = settings
    }

    public func shutdown() async {
        for client in clients.withLock({ Array($0.values) }) {
            try? await client.shutdown()
        }
    }

    /// The client for `host` (made at its first request), checking that the certificate of
    /// each of its connections names `host`.
    private func client(for host: String) -> HTTPClient {
        clients.withLock { clients in
            if let client = clients[host] { return client }
            var configuration = self.configuration
            if let check = CertificateNameCheck(host: host) {
                configuration.http1_1ConnectionDebugInitializer = { check.verify(channel: $0) }
                configuration.http2ConnectionDebugInitializer = { check.verify(channel: $0) }
            }
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            clients[host] = client
            return client
        }
    }

    /// What a redirect means.
    public enum Redirects: Sendable {
        /// Follow it (up to 5, never from https to plain http).
        case follow
        /// The file is not there: senate.gov answers a roll call not published yet with a 301 to
        /// a "not available" page, not with a 404.
        case meanMissing
    }

    /// GETs `url` into a new file under `directory`, asking only for a copy newer than
    /// `remembered`. Transient failures are retried per the retry policy; `onRetry` hears of each.
    public func fetch(_ url: String, remembered: SyncedFile?, into directory: URL, redirects: Redirects = .follow,
                      progress: DownloadProgressHandler? = nil,
                      onRetry: (@Sendable (SyncFailure, Int) -> Void)? = nil) async throws(SyncFailure) -> FetchResult {
        var attempt = 0
        while true {
            do {
                return try await fetchFollowing(url, remembered: remembered, into: directory, redirects: redirects,
                                                progress: progress)
            } catch where error.isTransient && attempt < settings.retry.retries {
                attempt += 1
                onRetry?(error, attempt)
                try? await Task.sleep(for: settings.retry.delay(beforeRetry: attempt, serverAsked: error.retryAfterSeconds))
            }
        }
    }

    private func fetchFollowing(_ url: String, remembered: SyncedFile?, into directory: URL, redirects: Redirects,
                                progress: DownloadProgressHandler?) async throws(SyncFailure) -> FetchResult {
        var current = url
        for _ in 0...5 {
            switch try await fetchOnce(current, remembered: remembered, into: directory, progress: progress) {
            case .redirect(let location):
                if redirects == .meanMissing { return .notFound }
                guard let next = URL(string: location, relativeTo: URL(string: current))?.absoluteURL.absoluteString else {
                    throw SyncFailure(.other("\(current) redirected to an invalid address"))
                }
                if current.lowercased().hasPrefix("https:"), !next.lowercased().hasPrefix("https:") {
                    throw SyncFailure(.other("\(current) redirected to \(next): refused to leave https"))
                }
                current = next
            case .answer(let result):
                return result
            }
        }
        throw SyncFailure(.other("\(url): more than 5 redirects"))
    }

    /// One request's outcome: an answer, or where the server sent us.
    private enum Step {
        case answer(FetchResult)
        case redirect(String)
    }

    private func fetchOnce(_ url: String, remembered: SyncedFile?, into directory: URL,
                           progress: DownloadProgressHandler?) async throws(SyncFailure) -> Step {
        guard let address = URL(string: url), let host = address.host, !host.isEmpty else {
            throw SyncFailure(.other("\(url) is not a valid address"))
        }
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "User-Agent", value: settings.userAgent)
        if let etag = remembered?.etag { request.headers.add(name: "If-None-Match", value: etag) }
        if let lastModified = remembered?.lastModified {
            request.headers.add(name: "If-Modified-Since", value: lastModified)
        }
        let response: HTTPClientResponse
        do {
            response = try await client(for: host).execute(request, timeout: .seconds(Int64(settings.timeoutSeconds) * 20))
        } catch {
            throw TransferErrorDescriber.failure(for: error, host: host, duringBody: false)
        }
        if response.status.code == 200 {
            return .answer(.downloaded(try await save(response, from: url, host: host, into: directory, progress: progress)))
        }
        // Read the (short) body of any other answer so the connection can serve the next request.
        _ = try? await response.body.collect(upTo: 1_048_576)
        switch response.status.code {
        case 304: return .answer(.notModified)
        case 404, 410: return .answer(.notFound)
        case 301, 302, 303, 307, 308:
            guard let location = response.headers.first(name: "Location") else {
                throw SyncFailure(.other("\(url) redirected without a Location"))
            }
            return .redirect(location)
        default:
            throw SyncFailure(.status(code: Int(response.status.code), url: url),
                              retryAfterSeconds: response.headers.first(name: "Retry-After").flatMap { Double($0) })
        }
    }

    /// Streams the body to `directory/<unique>/<the URL's file name>` (so importers' errors name
    /// the file as published) and checks it arrived whole.
    private func save(_ response: HTTPClientResponse, from url: String, host: String, into directory: URL,
                      progress: DownloadProgressHandler?) async throws(SyncFailure) -> DownloadedFile {
        let expected = response.headers.first(name: "Content-Length").flatMap { Int($0) }
        if let expected, expected > settings.maxBytes {
            throw SyncFailure(.tooLarge(url: url, limitBytes: settings.maxBytes))
        }
        let name = URL(string: url)?.lastPathComponent ?? ""
        let folder = directory.appendingPathComponent(UUID().uuidString, isDirectory: true)
        let path = folder.appendingPathComponent(name.isEmpty || name == "/" ? "download" : name)
        var received = 0
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: path.path, contents: nil) else {
                throw SyncFailure(.other("cannot create \(path.path)"))
            }
            let handle = try FileHandle(forWritingTo: path)
            defer { try? handle.close() }
            for try await buffer in response.body {
                received += buffer.readableBytes
                if received > settings.maxBytes { throw SyncFailure(.tooLarge(url: url, limitBytes: settings.maxBytes)) }
                try buffer.withUnsafeReadableBytes { try handle.write(contentsOf: $0) }
                progress?(received, expected)
            }
        } catch {
            throw TransferErrorDescriber.failure(for: error, host: host, duringBody: true)
        }
        if let expected, received != expected {
            throw SyncFailure(.interrupted(host: host, detail: "received \(received) of \(expected) bytes"))
        }
        return DownloadedFile(path: path, etag: response.headers.first(name: "ETag"),
                              lastModified: response.headers.first(name: "Last-Modified"), byteCount: received)
    }
}
