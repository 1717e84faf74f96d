/// The parts of a session the outside world may read at any time (copied after each event).
struct IRCSessionSnapshot: Sendable {
    var nick: String
    var registered = false
    var account: String?
    var hasServices = false
    var tracker = ChannelTracker()
    var wantedChannels: [IRCClientConfiguration.ChannelToJoin]
    var lag: Duration?
    var supportsMonitor = false
    var supportsWhox = false

    init(configuration: IRCClientConfiguration) {
        nick = configuration.nick
        wantedChannels = configuration.channels
    }

    init(_ session: IRCSession) {
        nick = session.currentNick
        registered = session.phase == .registered
        account = session.account
        hasServices = session.hasServices
        tracker = session.tracker
        wantedChannels = session.wantedChannels
        lag = session.lag?.duration
        supportsMonitor = session.isupport.raw["MONITOR"] != nil
        supportsWhox = session.isupport.raw["WHOX"] != nil
    }
}

extension IRCSession {
    /// What the outside world may read of this session now.
    var snapshot: IRCSessionSnapshot { IRCSessionSnapshot(self) }
}
