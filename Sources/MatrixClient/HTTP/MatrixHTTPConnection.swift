import NIOCore
import NIOHTTP1

/// One open connection to the homeserver and its handler (`MatrixHTTPConnectionHandler`), which
/// lives on the connection's event loop.
final class MatrixHTTPConnection: Sendable {
    let channel: any Channel
    private let handler: NIOLoopBound<MatrixHTTPConnectionHandler>

    init(channel: any Channel, handler: NIOLoopBound<MatrixHTTPConnectionHandler>) {
        self.channel = channel
        self.handler = handler
    }

    var isOpen: Bool { channel.isActive }

    /// Sends one request and returns once its whole answer was read into `answer`. A task
    /// cancelled meanwhile closes the connection (the answer would arrive for nobody), which
    /// fails the exchange at once: a graceful shutdown cuts a long-poll this way.
    func exchange(_ head: HTTPRequestHead, body: ByteBuffer?, into answer: MatrixHTTPAnswer, deadline: NIODeadline) async throws {
        let loop = channel.eventLoop
        let done = loop.makePromise(of: Void.self)
        // the bot's requests start on this loop already: no job queued to write them
        if loop.inEventLoop {
            handler.value.start(head, body: body, into: answer, deadline: deadline, done: done)
        } else {
            let handler = handler
            loop.execute { handler.value.start(head, body: body, into: answer, deadline: deadline, done: done) }
        }
        try await withTaskCancellationHandler {
            try await done.futureResult.get()
        } onCancel: { [channel] in
            channel.close(promise: nil)
        }
    }

    func close() {
        channel.close(promise: nil)
    }
}
