/// Counts acknowledgements as speakers receive them and wakes whoever waits for a number of
/// them, or for the speakers to finish, so a fault can be injected in the middle of the load.
actor AcknowledgementTally {
    private(set) var count = 0
    private var working: Int
    private var waiters: [(target: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(speakers: Int) {
        working = speakers
    }

    func record() {
        count += 1
        wake()
    }

    /// A speaker has nothing more to send.
    func finished() {
        working -= 1
        wake()
    }

    /// Returns once `target` acknowledgements were counted, or every speaker finished.
    func wait(for target: Int) async {
        if count >= target || working == 0 { return }
        await withCheckedContinuation { waiters.append((target, $0)) }
    }

    private func wake() {
        waiters.removeAll { waiter in
            guard count >= waiter.target || working == 0 else { return false }
            waiter.continuation.resume()
            return true
        }
    }
}
