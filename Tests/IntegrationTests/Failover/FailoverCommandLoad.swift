import Chat
import Foundation
@testable import LiveScripts

/// Voters upvoting and reporting through the bots without pause, each command's reply kept with
/// when it came: what `ServeFailoverTests` holds the bots to across a failover. Each voter sends
/// its next command only once the last is answered (the bot answers one speaker's lines in
/// order), so every reply belongs to exactly one command, and a reply lost on the way would show
/// as a command never answered rather than as a reply credited to the wrong command.
actor FailoverCommandLoad {
    struct Command: Sendable {
        enum Kind: Sendable, Equatable {
            case upvote(question: Int64)
            /// A report whose text carries `token`, so its row is told apart from every other.
            case report(token: String)
        }

        var voter: String
        var kind: Kind
        var sent: Date
        var reply: String?
        var answered: Date?

        var isAcknowledged: Bool {
            guard let reply else { return false }
            switch kind {
            case .upvote: return reply.hasPrefix("Upvoted Q")
            case .report: return reply.hasPrefix("Reported R")
            }
        }

        var wasUnreachable: Bool { reply?.hasPrefix("Can't reach the database right now") == true }
    }

    /// Lines every alert of the test begins with: a voter's DM lines that are not replies.
    static let alertPrefix = "Failover alert "
    /// How long a voter waits for the reply to one command before the test counts it unanswered.
    static let replyPatience: Duration = .seconds(60)
    /// One command in this many is a report: few enough that a channel's feed posts every one
    /// (at most 60 a minute) rather than summing some up.
    static let reportEvery = 10
    /// After "can't reach", a person tries again a little later, not at once.
    static let pauseAfterRefusal: Duration = .milliseconds(300)

    private(set) var commands: [Command] = []
    private(set) var stopped = false
    private var waiters: [Int: (target: Int, continuation: CheckedContinuation<Bool, Never>)] = [:]
    private var nextWaiter = 0

    var acknowledged: Int { commands.count { $0.isAcknowledged } }

    func stop() { stopped = true }

    /// Runs every voter until `stop()`: a report every `reportEvery` commands, upvotes of `questions`
    /// otherwise (each voter from a question of its own, each question once), reports only
    /// once a voter has upvoted them all.
    func run(_ voters: [LiveSpeaker], questions: [Int64]) async {
        await withTaskGroup(of: Void.self) { group in
            for (index, voter) in voters.enumerated() {
                let order = questions.indices.map { questions[(index + $0) % questions.count] }
                group.addTask { await self.drive(voter, questions: order) }
            }
        }
    }

    /// True once `count` commands in all were acknowledged; false if `within` passed first.
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

    private func record(_ command: Command) {
        commands.append(command)
        let count = acknowledged
        for (number, waiter) in waiters where waiter.target <= count {
            waiters.removeValue(forKey: number)
            waiter.continuation.resume(returning: true)
        }
    }

    private nonisolated func drive(_ voter: LiveSpeaker, questions: [Int64]) async {
        var remaining = questions[...]
        // what the voter heard before the load (a follow's reply) is no reply of the load's
        var replies = Self.replies(in: await voter.inbox.state, to: voter.nick).count
        var number = 0
        while await !stopped {
            number += 1
            let kind: Command.Kind
            if number % Self.reportEvery == 0 || remaining.isEmpty {
                kind = .report(token: "\(voter.nick)-\(number)")
            } else {
                kind = .upvote(question: remaining.removeFirst())
            }
            let text = switch kind {
            case .upvote(let question): "up Q\(question)"
            case .report(let token): "report line 94110 Failover line \(token) at the school"
            }
            var command = Command(voter: voter.nick, kind: kind, sent: Date())
            await voter.say(text, in: .direct)
            command.reply = await Self.reply(number: replies, to: voter)
            command.answered = Date()
            await record(command)
            guard command.reply != nil else { return }
            replies += 1
            if command.wasUnreachable { try? await Task.sleep(for: Self.pauseAfterRefusal) }
        }
    }

    /// The reply numbered `number` (from 0) among the DM lines `voter` got that are not alerts,
    /// nil if it did not come within `replyPatience`.
    private static func reply(number: Int, to voter: LiveSpeaker) async -> String? {
        let nick = voter.nick
        do {
            try await voter.inbox.wait(for: "reply \(number + 1) to \(nick)", timeout: replyPatience) {
                replies(in: $0, to: nick).count > number
            }
        } catch {
            return nil
        }
        return replies(in: await voter.inbox.state, to: nick)[number]
    }

    /// The DM lines `nick` got that are not alerts: the bots' replies to its commands, in order.
    static func replies(in state: LiveInbox.State, to nick: String) -> [String] {
        state.lines.filter { $0.destination == .direct(nick: nick) && !$0.text.hasPrefix(alertPrefix) }.map(\.text)
    }
}
