import Chat
import MatrixClient

/// The outbox's view of a Matrix homeserver: every account can be reached at once, in its DM
/// room (created by the bot when there is none, or when theirs has someone else in it now: the
/// session checks its members right before each alert), so there is nothing to watch or look up.
public struct MatrixNotificationTransport: NotificationTransport {
    let session: MatrixSession

    public init(session: MatrixSession) {
        self.session = session
    }

    public func trackedNicks(loggedInAs account: String) -> [String] {
        [account]
    }

    public func deliver(_ text: String, to user: String) async throws {
        let room = try await session.directRoom(for: user)
        try await session.send(MatrixSession.notice(plain: text, html: nil), to: room,
                               transactionID: try await session.newTransactionID())
    }

    public func watch(_ nicks: [String]) async {}

    public func lookUp(_ nick: String) async {}
}
