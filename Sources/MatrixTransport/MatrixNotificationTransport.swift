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
    /// `finishingTime`: a send cut off after the homeserver posted it is left undelivered, and
    /// a DM room created but not recorded would be made again. The outbox sends under the row's
    /// name (`deliver(_:to:named:)`), so the next attempt of a cut-off alert is answered with the
    /// event already posted rather than posting it twice.
    public func deliver(_ text: String, to user: String) async throws {
        try await deliver(text, to: user, transactionID: { try await $0.newTransactionID() })
    }

    /// Sent under `name` (`MatrixSession.transactionID(named:)`): an alert whose attempt was cut
    /// off after the homeserver posted it is answered with that event when it is sent again.
    public func deliver(_ text: String, to user: String, named name: String) async throws {
        try await deliver(text, to: user, transactionID: { $0.transactionID(named: name) })
    }

    private func deliver(_ text: String, to user: String,
                         transactionID: @escaping @Sendable (MatrixSession) async throws -> String) async throws {
        guard await session.isLoggedIn else { throw MatrixError(.transport("not logged in yet")) }
        let delivery = Task { [session] in
            let room = try await session.directRoom(for: user)
            try await session.send(MatrixSession.notice(plain: text, html: nil), to: room,
                                   transactionID: try await transactionID(session))
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
