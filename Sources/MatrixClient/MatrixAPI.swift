import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import Synchronization
import TLSPolicy

/// One homeserver's Client-Server API (v3) on async-http-client: JSON in, JSON out, one attempt
/// per `call` (callers choose how to retry, see `MatrixRetry`). TLS verifies the certificate
/// chain and host name always; `caFile` only adds a trust root.
public final class MatrixAPI: Sendable {
    public let homeserver: String
    private let client: HTTPClient
    private let accessToken = Mutex<String?>(nil)
    /// The largest answer read: a first sync of a busy account can be a few megabytes (read as it
    /// arrives, `MatrixSyncStream`, so this bounds the bytes received, not memory held).
    static let maxResponseBytes = 64 << 20

    /// - Parameter eventLoopGroup: where the connections run; the bot's own event loop, so that an
    ///   answer resumes the task waiting for it on the thread that read it (nil: AsyncHTTPClient's
    ///   shared group).
    public init(homeserver: String, caFile: String?, eventLoopGroup: (any EventLoopGroup)? = nil) throws(MatrixError) {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.certificateVerification = .fullVerification
        if let caFile {
            do {
                tls.additionalTrustRoots = [.certificates(try NIOSSLCertificate.fromPEMFile(caFile))]
            } catch {
                throw MatrixError(.transport("cannot read the CA file \(caFile) (no PEM certificates there)"))
            }
        }
        var configuration = HTTPClient.Configuration(tlsConfiguration: tls, redirectConfiguration: .disallow,
                                                     timeout: .init(connect: .seconds(10)))
        // Our own retries decide (with the same transaction id for a send).
        configuration.connectionPool.retryConnectionEstablishment = false
        // No span per request: nothing reads them, and even the no-op tracer's cost a few per cent
        // of the bot's CPU per Matrix command (a span, its context and a task-local per request).
        configuration.tracing.tracer = nil
        // NIOSSL also accepts a certificate for the address reached instead of the homeserver's
        // name; the access token goes only to a server whose certificate names it.
        if let check = URL(string: homeserver)?.host.flatMap(CertificateNameCheck.init(host:)) {
            configuration.http1_1ConnectionDebugInitializer = { check.verify(channel: $0) }
            configuration.http2ConnectionDebugInitializer = { check.verify(channel: $0) }
        }
        client = HTTPClient(eventLoopGroup: eventLoopGroup ?? HTTPClient.defaultEventLoopGroup, configuration: configuration)
        self.homeserver = homeserver.hasSuffix("/") ? String(homeserver.dropLast()) : homeserver
    }

    public func setAccessToken(_ token: String) {
        accessToken.withLock { $0 = token }
    }

    public func shutdown() async {
        try? await client.shutdown()
    }

    /// `/_matrix/client/v3/` followed by `segments`, each percent-encoded (room ids hold `!` and `:`).
    public static func path(_ segments: String...) -> String {
        var path = "/_matrix/client/v3"
        for segment in segments {
            path += "/"
            percentEncode(segment, into: &path)
        }
        return path
    }

    /// Appends `text` to `output` with every byte of its UTF-8 but RFC 3986's unreserved ones
    /// (`A-Z a-z 0-9 - . _ ~`) percent-encoded. Byte by byte, not Foundation's
    /// `addingPercentEncoding` with a `CharacterSet`: that was a few per cent of the bot's CPU
    /// per Matrix command (a path and a query per request), and it let letters outside ASCII
    /// through unencoded.
    static func percentEncode(_ text: String, into output: inout String) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            }
        }
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// The digits of a percent-encoded byte, made once rather than for every request.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// One request. A status of 400 or more becomes a `MatrixError` carrying the server's
    /// `errcode` and, for 429, its `retry_after_ms`.
    public func call(_ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: MatrixJSON? = nil,
              timeout: Duration = .seconds(30)) async throws(MatrixError) -> MatrixJSON {
        let response = try await response(method, path, query: query, body: body, timeout: timeout)
        let answer = try await Self.collect(response.body)
        // read where the body arrived, not copied into a Data first
        guard let json = answer.withUnsafeReadableBytes(MatrixJSONReader.read) else {
            throw MatrixError(.malformed("\(path) answered without JSON"))
        }
        return json
    }

    /// A `/sync` (`path`, `query`), read as its body arrives (`MatrixSyncStream`): each room goes
    /// into the batch as soon as it is complete, and its bytes are let go. The batch comes back only
    /// once the whole answer was read; a body cut off, too large or not JSON anywhere throws, and
    /// nothing of it is acted on.
    func sync(_ path: String, query: [(String, String)], timeout: Duration, botUserID: String,
              isFullState: Bool) async throws(MatrixError) -> MatrixSyncBatch {
        let response = try await response(.GET, path, query: query, body: nil, timeout: timeout)
        var stream = MatrixSyncStream(limit: Self.maxResponseBytes)
        var builder = MatrixSyncBatchBuilder(botUserID: botUserID, isFullState: isFullState)
        do {
            for try await chunk in response.body {
                try chunk.withUnsafeReadableBytes { bytes in
                    try stream.feed(bytes) { section, roomID, room in builder.take(room, roomID: roomID, section: section) }
                }
            }
        } catch let error as MatrixError {
            throw error
        } catch {
            throw MatrixError(.transport(Self.describe(error)))
        }
        try stream.finish()
        guard let batch = builder.finish(fields: .object(stream.fields)) else {
            throw MatrixError(.malformed("\(path) answered without next_batch"))
        }
        return batch
    }

    /// One request's response, its head read, when its status is below 400.
    private func response(_ method: HTTPMethod, _ path: String, query: [(String, String)], body: MatrixJSON?,
                          timeout: Duration) async throws(MatrixError) -> HTTPClientResponse {
        // `path` is percent-encoded already (`MatrixAPI.path`), and so is each query value here
        var url = homeserver + path
        for (index, (name, value)) in query.enumerated() {
            url += index == 0 ? "?" : "&"
            url += name
            url += "="
            Self.percentEncode(value, into: &url)
        }
        var request = HTTPClientRequest(url: url)
        request.method = method
        if let token = accessToken.withLock({ $0 }) { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(bytes: MatrixJSONWriter.write(body)))
        }
        let response: HTTPClientResponse
        do {
            response = try await client.execute(request, timeout: .nanoseconds(Int64(timeout / .nanoseconds(1))))
        } catch {
            throw MatrixError(.transport(Self.describe(error)))
        }
        let status = Int(response.status.code)
        guard status >= 400 else { return response }
        let json = try await Self.collect(response.body).withUnsafeReadableBytes(MatrixJSONReader.read)
        let retryAfter = json?["retry_after_ms"]?.number.map { Int($0) }
        throw MatrixError(.status(status, errcode: json?["errcode"]?.string, message: json?["error"]?.string),
                          retryAfterMilliseconds: retryAfter, answer: json)
    }

    /// A whole answer, up to `maxResponseBytes`.
    private static func collect(_ body: HTTPClientResponse.Body) async throws(MatrixError) -> ByteBuffer {
        do {
            return try await body.collect(upTo: maxResponseBytes)
        } catch {
            throw MatrixError(.transport(describe(error)))
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .connectTimeout: return "timed out"
            case .remoteConnectionClosed: return "the server closed the connection"
            default: return "\(error)"
            }
        }
        if let error = error as? NIOConnectionError { return "cannot connect (\(error.connectionErrors.first.map { "\($0.error)" } ?? "refused"))" }
        return "\(error)"
    }
}
