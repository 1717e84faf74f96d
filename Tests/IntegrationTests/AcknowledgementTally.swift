/// Counts acknowledgements as speakers receive them and wakes whoever waits for a number of
/// them, or for the speakers to finish, so a fault can be injected in the middle of the load.
actor AcknowledgementTally {
    private(set) var count = 0
    /// Speakers still sending.
    private(set) var working: Int
    /// Set once the faults are over: speakers stop after their current command.
    private(set) var stopped = false
    private var waiters: [(id: Int, target: Int, continuation: CheckedContinuation<Bool, Never>)] = []
    private var nextWaiter = 0

    init(speakers: Int) {
        working = speakers
    }

    func record() {
        count += 1
        wake()
    }

    func stop() {
        stopped = true
    }

    /// A speaker has nothing more to send.
    func finished() {
        working -= 1
        wake()
    }

    /// Returns once `target` acknowledgements were counted, or every speaker finished.
    func wait(for target: Int) async {
        while await !wait(for: target, timeout: .seconds(3_600)) {}
    }

    /// Like `wait(for:)`, but gives up after `timeout`: false when the acknowledgements stalled.
    func wait(for target: Int, timeout: Duration) async -> Bool {
        if count >= target || working == 0 { return true }
        nextWaiter += 1
        let id = nextWaiter
        let timer = Task { [weak self] in
            try await Task.sleep(for: timeout)
            await self?.giveUp(id)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { waiters.append((id, target, $0)) }
    }

    private func giveUp(_ id: Int) {
        waiters.removeAll { waiter in
            guard waiter.id == id else { return false }
            waiter.continuation.resume(returning: false)
            return true
        }
    }

    private func wake() {
        waiters.removeAll { waiter in
            guard count >= waiter.target || working == 0 else { return false }
            waiter.continuation.resume(returning: true)
            return true
        }
    }
}
