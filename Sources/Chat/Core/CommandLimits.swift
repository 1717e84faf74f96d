/// How much a network's speakers may have queued and running at once.
/// "Strangers" are speakers without a services account: anyone can make a thousand of them, so
/// together they get a few running slots and a share of the queue, and a person with an account
/// never waits behind all of them.
public struct CommandLimits: Sendable, Hashable {
    /// Commands running at once, all speakers together (one per speaker at most).
    public var running: Int
    /// Of those, commands from strangers.
    public var runningStrangers: Int
    /// Commands queued (waiting or running) for one stranger before more are refused.
    public var queuedPerStranger: Int
    /// Commands queued for all strangers together before theirs are refused.
    public var queuedByStrangers: Int
    /// Commands queued for everyone: the memory bound past which every new command is refused.
    public var queued: Int
    /// A speaker with this many of their own commands waiting is told once that they are busy.
    public var busyAfter: Int
    /// Queued commands at which the transport stops reading from the network, and at which it reads again.
    public var holdReadingAt: Int
    public var releaseReadingAt: Int

    public init(running: Int = 64, runningStrangers: Int = 8, queuedPerStranger: Int = 500,
                queuedByStrangers: Int = 5_000, queued: Int = 10_000, busyAfter: Int = 3,
                holdReadingAt: Int = 1_000, releaseReadingAt: Int = 500) {
        self.running = max(1, running)
        self.runningStrangers = max(1, min(runningStrangers, self.running))
        self.queuedPerStranger = max(1, queuedPerStranger)
        self.queuedByStrangers = max(1, queuedByStrangers)
        self.queued = max(1, queued)
        self.busyAfter = max(1, busyAfter)
        self.holdReadingAt = max(1, holdReadingAt)
        self.releaseReadingAt = max(0, min(releaseReadingAt, self.holdReadingAt - 1))
    }
}
