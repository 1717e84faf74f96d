/// Which command runs now, which waits and which is refused, as a value type with no clock and
/// no I/O (the actor `SpeakerLanes` drives it). Each speaker's commands run one at a time in
/// arrival order; speakers waiting for a running slot take turns, people with an account first,
/// strangers in at most `runningStrangers` slots. Nothing admitted is ever dropped: a command
/// is either queued (and answered) or refused on arrival, and the speaker is told either way.
public struct CommandAdmission<Work: Sendable>: Sendable {
    public struct Job: Sendable {
        public let speaker: String
        public let work: Work
    }
    public enum Notice: Sendable, Hashable {
        /// Their commands wait behind each other: "busy — I'll answer in a moment".
        case busy
        /// Refused past the memory bound: "too busy, try again in a minute".
        case tooBusy

        public var text: String {
            switch self {
            case .busy: "busy — I'll answer in a moment"
            case .tooBusy: "too busy, try again in a minute"
            }
        }
    }
    public struct Arrival: Sendable {
        /// Start this now (in a task of its own, which then keeps taking `finish`'s next job).
        public var start: Job?
        public var refused = false
        /// Tell the speaker this (once per stretch of waiting, or of refusals).
        public var notice: Notice?
        /// Stop (true) or resume (false) reading from the network.
        public var holdReading: Bool?
    }
    public struct Finish: Sendable {
        public var next: Job?
        public var holdReading: Bool?
    }

    /// A speaker's queue. Changed only in place in `lanes` (never copied out and written back:
    /// a copy shares the buffer, so appending to it copied every waiting command, a retain each —
    /// a fifth of the CPU of a `!ping` burst with 250 commands in each lane).
    private struct Lane: Sendable {
        private var waiting = CompactingQueue<Work>()
        var running = false
        let identified: Bool
        var toldBusy = false

        init(identified: Bool) {
            self.identified = identified
        }

        var waitingCount: Int { waiting.count }
        var queued: Int { waitingCount + (running ? 1 : 0) }

        mutating func append(_ work: Work) {
            waiting.append(work)
        }

        mutating func takeFirst() -> Work {
            waiting.popFirst()!
        }
    }

    public private(set) var limits: CommandLimits
    private var lanes: [String: Lane] = [:]
    /// Speakers with a command waiting and none running, in turn order.
    private var readyIdentified: [String] = []
    private var readyStrangers: [String] = []
    /// Speakers already told "too busy" since reading was last released (so they are told once).
    private var toldTooBusy: Set<String> = []

    public private(set) var queued = 0
    public private(set) var queuedByStrangers = 0
    public private(set) var running = 0
    public private(set) var runningStrangers = 0
    public private(set) var readingHeld = false
    /// Counters: speakers told "busy", commands refused, speakers told "too busy".
    public private(set) var busyNotices = 0
    public private(set) var refusals = 0
    public private(set) var tooBusyNotices = 0

    public init(limits: CommandLimits = CommandLimits()) {
        self.limits = limits
    }

    /// Speakers with a command queued or running.
    public var speakers: Int { lanes.count }

    /// Admits by `limits` from now on (`admin reload`). Nothing admitted is dropped or moved: the
    /// counts are of commands, not of limits, so each bound simply applies at its next check. A
    /// lower bound refuses or holds reading from the next arrival, and commands running past a
    /// lower `running` finish before another starts; a higher `running` fills its new slots one
    /// at each arrival or finish, as slots are always taken.
    public mutating func adopt(_ limits: CommandLimits) {
        self.limits = limits
    }

    public mutating func arrive(_ work: Work, speaker: String, identified: Bool) -> Arrival {
        var arrival = Arrival()
        if refuses(speaker, identified: identified) {
            refusals += 1
            // The set is cleared when reading resumes; past the memory bound it stops growing.
            if !toldTooBusy.contains(speaker), toldTooBusy.count < limits.queued {
                toldTooBusy.insert(speaker)
                tooBusyNotices += 1
                arrival.notice = .tooBusy
            }
            arrival.refused = true
            return arrival
        }
        let busyAfter = limits.busyAfter
        let (laneIdentified, becameReady, tellBusy) = { (lane: inout Lane) in
            lane.append(work)
            let tellBusy = !lane.toldBusy && lane.waitingCount >= busyAfter
            if tellBusy { lane.toldBusy = true }
            return (lane.identified, !lane.running && lane.waitingCount == 1, tellBusy)
        }(&lanes[speaker, default: Lane(identified: identified)])
        queued += 1
        if !laneIdentified { queuedByStrangers += 1 }
        if becameReady {
            if laneIdentified { readyIdentified.append(speaker) } else { readyStrangers.append(speaker) }
        }
        if tellBusy {
            busyNotices += 1
            arrival.notice = .busy
        }
        arrival.start = nextJob()
        if !readingHeld, queued >= limits.holdReadingAt {
            readingHeld = true
            arrival.holdReading = true
        }
        return arrival
    }

    /// `speaker`'s running command is done: the next job for the freed slot, if any.
    public mutating func finish(_ speaker: String) -> Finish {
        guard lanes[speaker]?.running == true else { return Finish() }
        lanes[speaker]!.running = false
        let (identified, idle) = (lanes[speaker]!.identified, lanes[speaker]!.waitingCount == 0)
        running -= 1
        queued -= 1
        if !identified {
            runningStrangers -= 1
            queuedByStrangers -= 1
        }
        if idle {
            lanes[speaker] = nil // their stretch of waiting is over: a later one is told again
        } else if identified {
            readyIdentified.append(speaker)
        } else {
            readyStrangers.append(speaker)
        }
        var finish = Finish(next: nextJob())
        if readingHeld, queued <= limits.releaseReadingAt {
            readingHeld = false
            toldTooBusy.removeAll()
            finish.holdReading = false
        }
        return finish
    }

    /// Reads the lane without keeping a copy of it (see `Lane`).
    private func refuses(_ speaker: String, identified: Bool) -> Bool {
        if queued >= limits.queued { return true }
        guard !(lanes[speaker]?.identified ?? identified) else { return false }
        return (lanes[speaker]?.queued ?? 0) >= limits.queuedPerStranger || queuedByStrangers >= limits.queuedByStrangers
    }

    /// Takes the next speaker in turn for a free slot: people with an account first, strangers
    /// only while fewer than `runningStrangers` of theirs run.
    private mutating func nextJob() -> Job? {
        guard running < limits.running else { return nil }
        let speaker: String
        if !readyIdentified.isEmpty {
            speaker = readyIdentified.removeFirst()
        } else if !readyStrangers.isEmpty, runningStrangers < limits.runningStrangers {
            speaker = readyStrangers.removeFirst()
            runningStrangers += 1
        } else {
            return nil
        }
        let work = lanes[speaker]!.takeFirst()
        lanes[speaker]!.running = true
        running += 1
        return Job(speaker: speaker, work: work)
    }
}
