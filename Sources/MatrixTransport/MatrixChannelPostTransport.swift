import Chat
import MatrixClient

/// Channel feeds in Matrix rooms: a "channel" is a room id.
public struct MatrixChannelPostTransport: ChannelPostTransport {
    let session: MatrixSession

    public init(session: MatrixSession) {
        self.session = session
    }

    public func isInChannel(_ channel: String) -> Bool {
        session.isJoined(channel)
    }

    public func post(_ text: String, in channel: String) async throws {
        try await session.send(MatrixSession.notice(plain: text, html: nil), to: channel,
                               transactionID: try await session.newTransactionID())
    }
}
