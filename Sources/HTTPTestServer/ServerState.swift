import Foundation
import NIOHTTP1
import Synchronization

/// The server's routes, queued faults and request log, shared between the test and the
/// event loop.
final class ServerState: Sendable {
    private struct Contents {
        var routes: [String: ServedFile] = [:]
        var faults: [String: [InjectedFault]] = [:]
        var gates: [String: [RequestGate]] = [:]
        var requests: [RecordedRequest] = []
        var connections = 0
    }

    private let contents = Mutex(Contents())

    func route(_ path: String, to file: ServedFile) {
        contents.withLock { $0.routes[path] = file }
    }

    func remove(_ path: String) {
        contents.withLock { _ = $0.routes.removeValue(forKey: path) }
    }

    func inject(_ fault: InjectedFault, at path: String) {
        contents.withLock { $0.faults[path, default: []].append(fault) }
    }

    func holdNext(_ path: String) -> RequestGate {
        let gate = RequestGate()
        contents.withLock { $0.gates[path, default: []].append(gate) }
        return gate
    }

    var requests: [RecordedRequest] { contents.withLock { $0.requests } }

    func accepted() {
        contents.withLock { $0.connections += 1 }
    }

    var connections: Int { contents.withLock { $0.connections } }

    /// Decides the answer to `head` and logs it.
    func reply(to head: HTTPRequestHead) -> ServerReply {
        let path = String(head.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0])
        let (file, fault, gate) = contents.withLock { contents -> (ServedFile?, InjectedFault?, RequestGate?) in
            let fault = contents.faults[path]?.isEmpty == false ? contents.faults[path]!.removeFirst() : nil
            let gate = contents.gates[path]?.isEmpty == false ? contents.gates[path]!.removeFirst() : nil
            return (contents.routes[path], fault, gate)
        }
        var reply = Self.reply(path: path, head: head, file: file, fault: fault)
        reply.gate = gate
        let record = RecordedRequest(path: path, ifNoneMatch: head.headers.first(name: "If-None-Match"),
                                     ifModifiedSince: head.headers.first(name: "If-Modified-Since"),
                                     status: Int(reply.status.code))
        contents.withLock { $0.requests.append(record) }
        return reply
    }

    private static func reply(path: String, head: HTTPRequestHead, file: ServedFile?, fault: InjectedFault?)
        -> ServerReply {
        if case .status(let code) = fault {
            return ServerReply(status: HTTPResponseStatus(statusCode: code), body: Array("injected \(code)\n".utf8))
        }
        if case .redirect(let location)? = file {
            return ServerReply(status: .movedPermanently, headers: HTTPHeaders([("Location", location)]),
                               body: Array("moved\n".utf8))
        }
        guard let file, let loaded = try? file.load() else {
            return ServerReply(status: .notFound, body: Array("no such file\n".utf8))
        }
        let (bytes, modified) = loaded
        let etag = ServedFile.etag(of: bytes)
        let lastModified = HTTPDate.string(modified)
        var headers = HTTPHeaders([("ETag", etag), ("Last-Modified", lastModified)])
        if let tags = head.headers.first(name: "If-None-Match") {
            if tags.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag || $0 == "*" }) {
                return ServerReply(status: .notModified, headers: headers, body: nil)
            }
        } else if let since = head.headers.first(name: "If-Modified-Since").flatMap(HTTPDate.date),
                  modified.timeIntervalSince1970.rounded(.down) <= since.timeIntervalSince1970 {
            return ServerReply(status: .notModified, headers: headers, body: nil)
        }
        switch fault {
        case .cutBody(let count):
            headers.add(name: "Content-Length", value: String(bytes.count))
            return ServerReply(status: .ok, headers: headers, body: Array(bytes.prefix(count)), closeAfter: true,
                               lengthIsSet: true)
        case .truncatedFile(let count):
            return ServerReply(status: .ok, headers: headers, body: Array(bytes.prefix(count)))
        case .status, nil:
            return ServerReply(status: .ok, headers: headers, body: bytes)
        }
    }
}

/// An answer ready to write.
struct ServerReply: Sendable {
    var status: HTTPResponseStatus
    var headers = HTTPHeaders()
    var body: [UInt8]?
    /// Close the connection after writing (the body was cut short).
    var closeAfter = false
    /// The Content-Length header was set on purpose and must not be replaced.
    var lengthIsSet = false
    /// Held back until the test opens this gate.
    var gate: RequestGate?
}
