/// One lane of work per speaker: work in a lane runs in arrival order, lanes run side by side.
///
/// A transport hands each message to the lane of its sender (their account, else their nick), so
/// one person's commands never overtake each other — a dialogue's answer always follows its
/// question — while different people's commands run concurrently. That concurrency is what lets
/// storage commit many people's writes together (upvotes are committed in groups).
public actor SpeakerLanes {
    public typealias Work = @Sendable () async -> Void

    private var lanes: [String: [Work]] = [:]

    public init() {}

    /// Queues `work` in `key`'s lane. Returns true when the lane was idle: the caller must then
    /// run `drain(key)` (in a task of its own) to start it.
    public func enqueue(_ key: String, _ work: @escaping Work) -> Bool {
        if lanes[key] != nil {
            lanes[key]!.append(work)
            return false
        }
        lanes[key] = [work]
        return true
    }

    /// Runs `key`'s work until the lane is empty, then closes it.
    public func drain(_ key: String) async {
        while let work = lanes[key]?.first {
            await work()
            lanes[key]!.removeFirst()
            if lanes[key]!.isEmpty { lanes[key] = nil }
        }
    }

    /// Lanes with work queued or running.
    public var busyLanes: Int { lanes.count }
}
