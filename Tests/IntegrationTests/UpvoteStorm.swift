import Chat
@testable import LiveScripts
@testable import TownhallApp

/// One voter's part of an upvote storm on a live network.
enum UpvoteStorm {
    /// Every voter upvotes every question, each starting at a question of its own (so the load
    /// spreads over the questions), until `tally` is stopped; the task ends when all are done.
    static func start(_ voters: [LiveSpeaker], over questions: [Int64], tally: AcknowledgementTally) -> Task<Void, Never> {
        Task {
            await withTaskGroup(of: Void.self) { group in
                for (index, voter) in voters.enumerated() {
                    let order = questions.indices.map { questions[(index + $0) % questions.count] }
                    group.addTask { await upvoteWithoutPause(order, as: voter, tally: tally) }
                }
            }
        }
    }

    /// Sends `up` for each question in turn, the next as soon as the last is answered (or, when
    /// the server is gone and the answer with it, after a few seconds), until `tally` is stopped.
    static func upvoteWithoutPause(_ questions: [Int64], as voter: LiveSpeaker, tally: AcknowledgementTally) async {
        var counted = 0
        for id in questions {
            if await tally.stopped { break }
            let seen = await voter.inbox.state.lines.count
            await voter.say("up Q\(id)", in: .direct)
            try? await voter.inbox.wait(for: "an answer to up Q\(id)", timeout: .seconds(3)) { $0.lines.count > seen }
            // Late answers (to an earlier up) count too, whenever they come.
            let upvoted = await voter.inbox.state.lines.filter { $0.text.hasPrefix("Upvoted Q") }.count
            for _ in counted..<upvoted { await tally.record() }
            counted = upvoted
        }
        await tally.finished()
    }
}
