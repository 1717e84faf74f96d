import Chat
import Logging
import LoopExecutor
import NIOCore
import Storage

/// What the service shares with every transport it makes: the database, the event loop the
/// core runs on, the operator's formatting choice, and the hook that trims memory once a start
/// is over. Each kind takes what it needs from it.
struct TransportResources: Sendable {
    var database: TownhallDatabase
    /// The network's logger (its name in the metadata).
    var logger: Logger
    var loop: any EventLoop
    var executor: EventLoopExecutor
    var formatting: FormattingConfiguration
    var whenStartIsOver: @Sendable () -> Void
    /// Hears each network's connection change (readiness, metrics).
    var connectionListener: any ConnectionListener
}
