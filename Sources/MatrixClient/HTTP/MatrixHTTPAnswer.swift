import NIOCore

/// One answer of the homeserver as it arrives: its status, and its body either handed piece by
/// piece to `read` (a successful `/sync`, read as a stream) or collected, up to `limit` bytes
/// (every other answer, and any error answer, whose JSON says what went wrong).
///
/// Filled on the connection's event loop while the answer arrives, and read by the request's
/// caller only after the exchange completed (the completion orders the two), so no lock guards
/// it: it is never touched from two threads at once.
final class MatrixHTTPAnswer: @unchecked Sendable {
    private(set) var status = 0
    private(set) var body = ByteBuffer()
    let limit: Int
    private let read: ((ByteBuffer) throws -> Void)?

    /// - Parameter read: takes each piece of a successful answer's body (status below 400); nil:
    ///   the body is collected.
    init(limit: Int, read: ((ByteBuffer) throws -> Void)? = nil) {
        self.limit = limit
        self.read = read
    }

    func received(status: Int) {
        self.status = status
    }

    /// A piece of the body; throws when `read` refuses it or the collected body passes `limit`
    /// (the connection is then closed: the rest of the answer is not read).
    func received(_ piece: ByteBuffer) throws {
        if status < 400, let read { return try read(piece) }
        guard body.readableBytes + piece.readableBytes <= limit else {
            throw MatrixError(.transport("the answer is larger than \(limit) bytes"))
        }
        var piece = piece
        body.writeBuffer(&piece)
    }
}
