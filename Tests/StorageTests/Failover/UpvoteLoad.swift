import Foundation
@testable import Storage

/// Upvotes written in a loop by several writers, each by a new voter (so no budget or duplicate
/// ever refuses one), with what became of each and when: what a failover test holds the engine to.
actor UpvoteLoad {
    struct Attempt: Sendable {
        var voter: Int
        var question: Int64
        var finished: ContinuousClock.Instant
        /// Nil when the upvote was acknowledged (counted).
        var failure: String?
        var wasUnreachable: Bool
    }

    private(set) var attempts: [Attempt] = []
    private var nextVoter = 0
    private var stopped = false
    private var waiters: [Int: (count: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]
    private var nextWaiter = 0

    static func voter(_ index: Int) -> AccountIdentity { AccountIdentity(network: "test", name: "voter\(index)") }

    var acknowledged: Int { attempts.count { $0.failure == nil } }

    /// Runs `writers` loops of upvotes on `questions` until `stop()`. A writer whose upvote failed
    /// waits `pause` before its next, as a person told "try again in a minute" does not retry at
    /// once; it paces the load, it synchronises nothing.
    func run(on database: TownhallDatabase, questions: [Int64], writers: Int, pause: Duration) async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<writers {
                group.addTask { await self.write(on: database, questions: questions, pause: pause) }
            }
        }
    }

    func stop() { stopped = true }

    /// True once `count` upvotes in all have been acknowledged; false if `within` passed first.
    func waitForAcknowledged(_ count: Int, within: Duration) async -> Bool {
        guard acknowledged < count else { return true }
        let number = nextWaiter
        nextWaiter += 1
        let deadline = Task { [weak self] in
            try await Task.sleep(for: within)
            await self?.expire(number)
        }
        defer { deadline.cancel() }
        return await withCheckedContinuation { waiters[number] = (count, $0) }
    }

    private func expire(_ number: Int) {
        waiters.removeValue(forKey: number)?.continuation.resume(returning: false)
    }

    private func take() -> Int? {
        guard !stopped else { return nil }
        defer { nextVoter += 1 }
        return nextVoter
    }

    private func record(_ attempt: Attempt) {
        attempts.append(attempt)
        let count = acknowledged
        for (number, waiter) in waiters where waiter.count <= count {
            waiters.removeValue(forKey: number)
            waiter.continuation.resume(returning: true)
        }
    }

    private nonisolated func write(on database: TownhallDatabase, questions: [Int64], pause: Duration) async {
        while let voter = await take() {
            let question = questions[voter % questions.count]
            do {
                let outcome = try await database.upvote(question, by: Self.voter(voter), day: "2027-01-15", limit: 3,
                                                        at: Date(timeIntervalSince1970: 1_800_000_000))
                guard case .counted = outcome else {
                    await record(Attempt(voter: voter, question: question, finished: .now, failure: "\(outcome)", wasUnreachable: false))
                    continue
                }
                await record(Attempt(voter: voter, question: question, finished: .now, failure: nil, wasUnreachable: false))
            } catch {
                await record(Attempt(voter: voter, question: question, finished: .now, failure: "\(error)",
                                     wasUnreachable: TownhallDatabase.isUnreachable(error)))
                try? await Task.sleep(for: pause)
            }
        }
    }
}
