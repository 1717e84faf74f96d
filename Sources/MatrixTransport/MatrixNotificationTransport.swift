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

    /// How long a delivery under way may go on once the courier is stopped: a call to a
    /// homeserver that answers takes milliseconds; one that does not is cut, as before, rather
    /// than retried through a stop's grace.
    static let finishingTime: Duration = .seconds(2)

    /// Refused until the session has logged in (the courier starts with the bot, and after a
    /// restart with alerts waiting it would otherwise ask before the login). Once begun, a
    /// delivery runs in a task of its own that stopping the courier cancels only after
    /// `finishingTime`: a send cut off after the homeserver posted it would be left undelivered
    /// and posted again by the next run, and a DM room created but not recorded made again.
    public func deliver(_ text: String, to user: String) async throws {
        guard await session.isLoggedIn else { throw MatrixError(.transport("not logged in yet")) }
        let delivery = Task { [session] in
            let room = try await session.directRoom(for: user)
            try await session.send(MatrixSession.notice(plain: text, html: nil), to: room,
                                   transactionID: try await session.newTransactionID())
        }
        try await withTaskCancellationHandler {
            try await delivery.value
        } onCancel: {
            Task {
                try? await Task.sleep(for: Self.finishingTime)
                delivery.cancel()
            }
        }
    }

    public func watch(_ nicks: [String]) async {}

    public func lookUp(_ nick: String) async {}
}
