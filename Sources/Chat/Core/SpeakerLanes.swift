import Metrics

/// One lane of work per speaker: work in a lane runs in arrival order, lanes run side by side,
/// within the bounds of `CommandAdmission` (how many run at once, how many may wait).
///
/// A transport hands each message to the lane of its sender (their account, else their nick), so
/// one person's commands never overtake each other — a dialogue's answer always follows its
/// question — while different people's commands run concurrently. That concurrency is what lets
/// storage commit many people's writes together (upvotes are committed in groups). A lane's next
/// command starts only when the previous one has sent its replies, so a speaker whose output
/// backs up is held back by it.
public actor SpeakerLanes {
    /// Runs where the lane runs (on the connection's loop when the lanes have one), not on the
    /// generic executor: calling it is then not one more job queued on the loop.
    public typealias Work = nonisolated(nonsending) @Sendable () async -> Void
    public typealias Job = CommandAdmission<Work>.Job

    private var admission: CommandAdmission<Work>
    /// `townhall_commands_total{command="-",outcome="busy"}`.
    private let busyRefusals: Counter

    nonisolated let home: ExecutorHome
    public nonisolated var unownedExecutor: UnownedSerialExecutor { home.unownedExecutor }

    /// `metrics`: where the refusals are counted (the process's backend unless a test gives one).
    public init(limits: CommandLimits = CommandLimits(), executor: (any SerialExecutor)? = nil,
                metrics: any MetricsFactory = MetricsSystem.factory) {
        home = ExecutorHome(executor)
        admission = CommandAdmission(limits: limits)
        busyRefusals = CommandMeters.busyRefusals(factory: metrics)
    }

    /// Queues `work` in `key`'s lane (or refuses it, past the bounds). When the arrival has a job
    /// to start, the caller runs `run(_:)` with it in a task of its own.
    public func submit(_ key: String, identified: Bool, _ work: @escaping Work) -> CommandAdmission<Work>.Arrival {
        let arrival = admission.arrive(work, speaker: key, identified: identified)
        if arrival.refused { busyRefusals.increment() }
        return arrival
    }

    /// Runs `job`, then whatever the freed slot takes next, until no job is ready for it.
    /// `reading` is told when the queue has shrunk enough to read from the network again.
    public func run(_ job: Job, reading: @Sendable (Bool) async -> Void = { _ in }) async {
        var job: Job? = job
        while let current = job {
            await current.work()
            let finish = admission.finish(current.speaker)
            if let hold = finish.holdReading { await reading(hold) }
            job = finish.next
        }
    }

    /// The bounds admission applies now.
    public var limits: CommandLimits { admission.limits }

    /// Applies `limits` from the next command on, to the commands already queued too (see
    /// `CommandAdmission.adopt`): what `admin reload` changes of a network's `limits:`.
    public func adopt(_ limits: CommandLimits) {
        admission.adopt(limits)
    }

    /// Lanes with work queued or running.
    public var busyLanes: Int { admission.speakers }
    public var readingHeld: Bool { admission.readingHeld }
    /// Counters: speakers told busy, commands refused, speakers told too busy.
    public var counters: (busy: Int, refused: Int, tooBusy: Int) {
        (admission.busyNotices, admission.refusals, admission.tooBusyNotices)
    }
}
