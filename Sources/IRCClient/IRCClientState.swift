import NIOCore
import Synchronization

/// The client's shared, lock-protected state: the live channel, the latest session
/// snapshot, and how the current connection ended. Handlers write it from event loops;
/// API calls read it from anywhere.
final class IRCClientState: IRCConnectionDelegate {
    struct Contents {
        var channel: (any Channel)?
        var snapshot: IRCSessionSnapshot
        var end: IRCSessionEnd?
        var stsUpdates: [(port: Int, duration: Duration)] = []
    }

    let contents: Mutex<Contents>
    private let events: IRCEventStream
    /// `IRCClient.join` callers, answered as the events that settle their JOIN pass by.
    let joinWaiters = JoinWaiters()
    /// Whose INVITE every connection follows, changed by `IRCClient.followInvites`.
    let invites: IRCInviteList

    init(configuration: IRCClientConfiguration, events: IRCEventStream) {
        self.invites = IRCInviteList(configuration.inviteJoinAccounts)
        self.contents = Mutex(Contents(snapshot: IRCSessionSnapshot(configuration: configuration)))
        self.events = events
    }

    func emit(_ event: IRCClientEvent) {
        switch event {
        case .joined(let channel):
            joinWaiters.answer(snapshot.tracker.fold(channel), with: .joined)
        case let .joinRefused(channel, numeric, reason):
            joinWaiters.answer(snapshot.tracker.fold(channel), with: .refused(numeric: numeric, reason: reason))
        default:
            break
        }
        events.yield(event)
    }

    func finishEvents() {
        events.finish()
    }

    func publish(_ snapshot: IRCSessionSnapshot) {
        contents.withLock { $0.snapshot = snapshot }
    }

    func rememberSTS(port: Int, duration: Duration) {
        contents.withLock { $0.stsUpdates.append((port, duration)) }
    }

    func connectionEnding(_ end: IRCSessionEnd) {
        contents.withLock { state in
            if state.end == nil { state.end = end }
        }
    }

    var snapshot: IRCSessionSnapshot { contents.withLock { $0.snapshot } }
    var channel: (any Channel)? { contents.withLock { $0.channel } }
}
