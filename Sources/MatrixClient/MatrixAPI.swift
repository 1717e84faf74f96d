import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import Synchronization
import TLSPolicy

/// One homeserver's Client-Server API (v3) on the bot's own HTTP/1.1 client (`MatrixHTTPClient`):
/// JSON in, JSON out, one attempt per `call` (callers choose how to retry, see `MatrixRetry`).
/// TLS verifies the certificate chain and host name always; `caFile` only adds a trust root.
public final class MatrixAPI: Sendable {
    public let homeserver: String
    private let client: MatrixHTTPClient
    private let accessToken = Mutex<String?>(nil)
    /// The largest answer read: a first sync of a busy account can be a few megabytes (read as it
    /// arrives, `MatrixSyncStream`, so this bounds the bytes received, not memory held).
    static let maxResponseBytes = 64 << 20

    /// - Parameter eventLoopGroup: where the connections run; the bot's own event loop, so that an
    ///   answer resumes the task waiting for it on the thread that read it (nil: NIO's shared group).
    public init(homeserver: String, caFile: String?, eventLoopGroup: (any EventLoopGroup)? = nil) throws(MatrixError) {
        let endpoint = try MatrixHTTPEndpoint(homeserver: homeserver)
        var tls: NIOSSLContext?
        if endpoint.usesTLS {
            var configuration = TLSConfiguration.makeClientConfiguration()
            configuration.certificateVerification = .fullVerification
            do {
                if let caFile {
                    configuration.additionalTrustRoots = [.certificates(try NIOSSLCertificate.fromPEMFile(caFile))]
                }
            } catch {
                throw MatrixError(.transport("cannot read the CA file \(caFile ?? "") (no PEM certificates there)"))
            }
            do {
                tls = try NIOSSLContext(configuration: configuration)
            } catch {
                throw MatrixError(.transport("cannot set up TLS: \(error)"))
            }
        }
        client = MatrixHTTPClient(endpoint: endpoint, tls: tls, group: eventLoopGroup ?? MultiThreadedEventLoopGroup.singleton)
        self.homeserver = homeserver.hasSuffix("/") ? String(homeserver.dropLast()) : homeserver
    }

    public func setAccessToken(_ token: String) {
        accessToken.withLock { $0 = token }
    }

    public func shutdown() async {
        client.shutdown()
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
        let answer = MatrixHTTPAnswer(limit: Self.maxResponseBytes)
        try await exchange(method, path, query: query, body: body, into: answer, timeout: timeout)
        // read where the body arrived, not copied into a Data first
        guard let json = answer.body.withUnsafeReadableBytes(MatrixJSONReader.read) else {
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
        let reader = SyncReader(botUserID: botUserID, isFullState: isFullState)
        let answer = MatrixHTTPAnswer(limit: Self.maxResponseBytes) { piece in try reader.feed(piece) }
        try await exchange(.GET, path, query: query, body: nil, into: answer, timeout: timeout)
        try reader.stream.finish()
        guard let batch = reader.batch() else {
            throw MatrixError(.malformed("\(path) answered without next_batch"))
        }
        return batch
    }

    /// A `/sync` answer's stream and the batch it builds, fed on the connection's event loop as
    /// the body arrives and read by `sync` once it is complete (see `MatrixHTTPAnswer`).
    private final class SyncReader: @unchecked Sendable {
        var stream = MatrixSyncStream(limit: MatrixAPI.maxResponseBytes)
        private var builder: MatrixSyncBatchBuilder?

        init(botUserID: String, isFullState: Bool) {
            builder = MatrixSyncBatchBuilder(botUserID: botUserID, isFullState: isFullState)
        }

        func feed(_ piece: ByteBuffer) throws {
            try piece.withUnsafeReadableBytes { bytes in
                try stream.feed(bytes) { section, roomID, room in builder?.take(room, roomID: roomID, section: section) }
            }
        }

        /// The batch, the builder moved out (not copied: a first sync's rooms are not held twice);
        /// nil without `next_batch`.
        func batch() -> MatrixSyncBatch? {
            builder.take()?.finish(fields: .object(stream.fields))
        }
    }

    /// One request, its answer read into `answer`; a status of 400 or more becomes a `MatrixError`
    /// carrying the server's `errcode` and, for 429, its `retry_after_ms`.
    private func exchange(_ method: HTTPMethod, _ path: String, query: [(String, String)], body: MatrixJSON?,
                          into answer: MatrixHTTPAnswer, timeout: Duration) async throws(MatrixError) {
        // `path` is percent-encoded already (`MatrixAPI.path`), and so is each query value here
        var target = path
        for (index, (name, value)) in query.enumerated() {
            target += index == 0 ? "?" : "&"
            target += name
            target += "="
            Self.percentEncode(value, into: &target)
        }
        var headers = HTTPHeaders()
        if let token = accessToken.withLock({ $0 }) { headers.add(name: "Authorization", value: "Bearer \(token)") }
        var bytes: ByteBuffer?
        if let body {
            headers.add(name: "Content-Type", value: "application/json")
            bytes = ByteBuffer(bytes: MatrixJSONWriter.write(body))
        }
        try await client.execute(method, target, headers: headers, body: bytes, into: answer,
                                 timeout: .nanoseconds(Int64(timeout / .nanoseconds(1))))
        let status = answer.status
        guard status >= 400 else { return }
        let json = answer.body.withUnsafeReadableBytes(MatrixJSONReader.read)
        let retryAfter = json?["retry_after_ms"]?.number.map { Int($0) }
        throw MatrixError(.status(status, errcode: json?["errcode"]?.string, message: json?["error"]?.string),
                          retryAfterMilliseconds: retryAfter, answer: json)
    }
}
