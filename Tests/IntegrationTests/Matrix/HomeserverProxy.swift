import Foundation
import MatrixTestServer
import NIOCore
import NIOPosix
import Synchronization
import Testing

/// A TCP proxy on 127.0.0.1 in front of the test homeserver that can lose one answer: armed, it
/// passes the next `PUT …/send/…` request to Synapse and, when Synapse answers, closes the
/// client's connection instead of relaying the answer — the message was posted, the client
/// cannot know. What a retry does then is what the test looks at.
///
/// It can hold sends: from `holdSends()` on, each `PUT …/send/…` request is kept from Synapse
/// (never posted) with whatever its connection carries afterwards, until the client gives up
/// or goes: a bot whose replies are slow to leave, without a sleep anywhere.
///
/// It can also alter answers: bytes equal to a marker become others of the same length (the
/// answer's Content-Length holds), so a client behind it can be shown an event no real client
/// could have sent (Synapse checks what clients post).
final class HomeserverProxy: Sendable {
    let port: Int
    private let channel: any Channel
    private let state: State

    final class State: Sendable {
        let armed = Mutex(0)
        let dropped = Mutex(0)
        let replacements = Mutex<[(marker: [UInt8], with: [UInt8])]>([])
        let replaced = Mutex(0)
        /// Connections clients opened to the proxy so far.
        let accepted = Mutex(0)
        let holding = Mutex(false)
        /// Sends held so far, and who waits for a number of them.
        let held = Mutex<(count: Int, waiters: [UUID: (count: Int, resume: CheckedContinuation<Bool, Never>)])>((0, [:]))

        func holdOne() {
            let ready = held.withLock { held in
                held.count += 1
                let ready = held.waiters.filter { $0.value.count <= held.count }
                for key in ready.keys { held.waiters[key] = nil }
                return ready.values.map(\.resume)
            }
            for resume in ready { resume.resume(returning: true) }
        }

        /// Replaces each marker wherever it lies whole in `buffer`.
        func alter(_ buffer: inout ByteBuffer) {
            let wanted = replacements.withLock { $0 }
            guard !wanted.isEmpty else { return }
            var bytes = Array(buffer.readableBytesView)
            var count = 0
            for (marker, with) in wanted {
                var index = 0
                while index + marker.count <= bytes.count {
                    if bytes[index..<(index + marker.count)].elementsEqual(marker) {
                        bytes.replaceSubrange(index..<(index + marker.count), with: with)
                        index += marker.count
                        count += 1
                    } else {
                        index += 1
                    }
                }
            }
            guard count > 0 else { return }
            replaced.withLock { $0 += count }
            buffer.clear()
            buffer.writeBytes(bytes)
        }
    }

    init(upstreamPort: Int) async throws {
        let state = State()
        let upstream = try SocketAddress(ipAddress: "127.0.0.1", port: upstreamPort)
        channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { front in
                state.accepted.withLock { $0 += 1 }
                return front.eventLoop.makeCompletedFuture {
                    try front.pipeline.syncOperations.addHandler(FrontHandler(upstream: upstream, state: state))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        port = channel.localAddress?.port ?? 0
        self.state = state
    }

    /// A proxy in front of the homeserver of `server`, and `server` as a client behind it reaches it.
    static func inFront(of server: MatrixTestServer.Info) async throws -> (proxy: HomeserverProxy, behind: MatrixTestServer.Info) {
        let proxy = try await HomeserverProxy(upstreamPort: try #require(URL(string: server.homeserver)?.port))
        var behind = server
        behind.homeserver = "http://127.0.0.1:\(proxy.port)"
        return (proxy, behind)
    }

    /// How many connections clients have opened to the proxy so far.
    var connectionsOpened: Int { state.accepted.withLock { $0 } }

    /// Loses the answer to the next send.
    func dropNextSendAnswer() { state.armed.withLock { $0 += 1 } }

    var droppedAnswers: Int { state.dropped.withLock { $0 } }

    /// From now on, sends are held (never reach Synapse) until `passSends()`.
    func holdSends() { state.holding.withLock { $0 = true } }

    /// Sends go through again (those held before stay held).
    func passSends() { state.holding.withLock { $0 = false } }

    /// How many send requests were held so far.
    var heldSends: Int { state.held.withLock { $0.count } }

    /// Returns once `count` sends were held in all, or throws after `timeout`.
    func waitForHeldSends(_ count: Int, timeout: Duration) async throws {
        let key = UUID()
        let state = state
        let deadline = Task {
            try await Task.sleep(for: timeout)
            state.held.withLock { $0.waiters.removeValue(forKey: key) }?.resume.resume(returning: false)
        }
        defer { deadline.cancel() }
        let reached = await withCheckedContinuation { continuation in
            let now = state.held.withLock { held in
                if held.count >= count { return true }
                held.waiters[key] = (count, continuation)
                return false
            }
            if now { continuation.resume(returning: true) }
        }
        guard reached else {
            throw WaitTimeout(description: "\(heldSends) of \(count) sends held within \(timeout)")
        }
    }

    /// From now on, `marker` in Synapse's answers is relayed as `replacement` (the same length),
    /// beside any replacement asked before.
    func replaceInAnswers(_ marker: String, with replacement: String) {
        precondition(marker.utf8.count == replacement.utf8.count, "a replacement keeps the answer's length")
        state.replacements.withLock { $0.append((Array(marker.utf8), Array(replacement.utf8))) }
    }

    /// How many markers were replaced so far.
    var replacements: Int { state.replaced.withLock { $0 } }

    func close() async { try? await channel.close() }

    /// The client's side: connects to Synapse on the first byte and forwards everything.
    private final class FrontHandler: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        let upstream: SocketAddress
        let state: State
        var back: (any Channel)?
        var waiting: [ByteBuffer] = []
        var connecting = false
        /// Set when this connection carries the request whose answer is to be lost.
        let dropAnswer = Mutex(false)
        /// Set when this connection carries a held send: nothing on it reaches Synapse any more.
        var stalled = false

        init(upstream: SocketAddress, state: State) {
            self.upstream = upstream
            self.state = state
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let buffer = unwrapInboundIn(data)
            let text = String(buffer: buffer)
            guard !stalled else { return }
            if text.hasPrefix("PUT "), text.contains("/send/"), state.holding.withLock({ $0 }) {
                stalled = true
                state.holdOne()
                return
            }
            if text.hasPrefix("PUT "), text.contains("/send/"),
               state.armed.withLock({ armed in armed > 0 ? { armed -= 1; return true }() : false }) {
                dropAnswer.withLock { $0 = true }
            }
            if let back {
                back.writeAndFlush(buffer, promise: nil)
                return
            }
            waiting.append(buffer)
            guard !connecting else { return }
            connecting = true
            let front = context.channel
            ClientBootstrap(group: context.eventLoop)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(BackHandler(front: front, owner: self))
                    }
                }
                .connect(to: upstream)
                .whenComplete { result in
                    switch result {
                    case .success(let channel):
                        self.back = channel
                        for buffer in self.waiting { channel.write(buffer, promise: nil) }
                        self.waiting.removeAll()
                        channel.flush()
                    case .failure:
                        front.close(promise: nil)
                    }
                }
        }

        func channelInactive(context: ChannelHandlerContext) {
            back?.close(promise: nil)
        }
    }

    /// Synapse's side: relays answers, or loses the armed one by closing both connections.
    private final class BackHandler: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        let front: any Channel
        let owner: FrontHandler

        init(front: any Channel, owner: FrontHandler) {
            self.front = front
            self.owner = owner
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if owner.dropAnswer.withLock({ $0 }) {
                owner.dropAnswer.withLock { $0 = false }
                owner.state.dropped.withLock { $0 += 1 }
                front.close(promise: nil)
                context.close(promise: nil)
                return
            }
            var buffer = unwrapInboundIn(data)
            owner.state.alter(&buffer)
            front.writeAndFlush(buffer, promise: nil)
        }

        func channelInactive(context: ChannelHandlerContext) {
            front.close(promise: nil)
        }
    }
}
