import SQLStore

/// The group-commit queues of the reaction path (`TownhallDatabase.commitReactions`), one per
/// kind: each kind's callers hear their own outcome type, and one kind's batch never waits behind
/// another's (a burst of report likes does not delay upvotes).
final class ReactionQueues: Sendable {
    /// Requests per transaction at most, so that one batch never holds the write lock for long.
    static let maxPerTransaction = 1_000
    /// How long the next upvote batch may wait for the voters the last one answered
    /// (`GroupCommitQueue`): long enough for an answered voter's next upvote to come back through
    /// the chat loop, short enough that a lone upvote never notices (`TownhallBenchmark live up`
    /// shows the batch sizes and fsyncs it gives).
    static let upvoteGather: Duration = .microseconds(500)
    /// Queued upvotes from which a PostgreSQL batch started with none finishing takes half, so
    /// that two batches overlap (`GroupCommitQueue`). Halves smaller than this cost more per
    /// upvote in transactions and round trips than the overlap gives back while the server is
    /// already busy (`TownhallBenchmark upvotes postgres`, two processes of 250 callers: split
    /// from 200, 5,608-6,093 upvotes/s in three runs against 6,047-7,434 unsplit).
    static let upvoteSplit = 500

    let upvotes: GroupCommitQueue<ReactionRequest, UpvoteOutcome>
    let reportLikes: GroupCommitQueue<ReactionRequest, LikeOutcome>
    let templateLikes: GroupCommitQueue<ReactionRequest, TemplateChangeOutcome>
    let rockPostLikes: GroupCommitQueue<ReactionRequest, RockLikeOutcome>
    let questionFlags: GroupCommitQueue<ReactionRequest, FlagOutcome>
    let reportFlags: GroupCommitQueue<ReactionRequest, FlagOutcome>
    let templateFlags: GroupCommitQueue<ReactionRequest, FlagOutcome>
    let rockPostFlags: GroupCommitQueue<ReactionRequest, FlagOutcome>
    /// One per comment table, by table name.
    private let commentFlagQueues: [String: GroupCommitQueue<ReactionRequest, FlagOutcome>]
    /// Which item each of the bot's messages shows, for likes by reaction: one row per message the
    /// bot sends that shows an item, so a storm of upvotes writes as many of these as it writes
    /// upvotes, and each in a transaction of its own would halve the rate the upvotes commit at.
    let itemMessages: GroupCommitQueue<ItemMessageRecord, Void>

    init(writing engine: any SQLEngine) {
        // the accounts this database's upvote batches have seen exist (see `ExistingAccounts`)
        let existing = ExistingAccounts()
        itemMessages = GroupCommitQueue(name: "item_messages", maxBatch: Self.maxPerTransaction) { records in
            try await TownhallDatabase.commitItemMessages(records, to: engine)
        }
        // On PostgreSQL a batch's replies are read after its commit, beside the next batch's
        // (`commitReactions`); on SQLite one transaction does all and never lets the next batch
        // start early, so there is nothing to split for.
        upvotes = GroupCommitQueue(name: "upvotes", maxBatch: Self.maxPerTransaction, gather: Self.upvoteGather,
                                   splitFrom: engine.dialect == .postgres ? Self.upvoteSplit : nil) { requests, overlap in
            try await TownhallDatabase.commitUpvotes(requests, to: engine, overlap: overlap, existing: existing)
        }
        reportLikes = GroupCommitQueue(name: "report_likes", maxBatch: Self.maxPerTransaction) { requests in
            try await TownhallDatabase.commitLikes(requests, to: engine)
        }
        templateLikes = GroupCommitQueue(name: "template_likes", maxBatch: Self.maxPerTransaction) { requests in
            try await TownhallDatabase.commitTemplateLikes(requests, to: engine)
        }
        rockPostLikes = GroupCommitQueue(name: "rock_post_likes", maxBatch: Self.maxPerTransaction) { requests in
            try await TownhallDatabase.commitRockPostLikes(requests, to: engine)
        }
        questionFlags = GroupCommitQueue(name: "question_flags", maxBatch: Self.maxPerTransaction) { requests in
            try await TownhallDatabase.commitFlags(requests, of: .questionFlag, to: engine)
        }
        reportFlags = GroupCommitQueue(name: "report_flags", maxBatch: Self.maxPerTransaction) { requests in
            try await TownhallDatabase.commitFlags(requests, of: .reportFlag, to: engine)
        }
        templateFlags = GroupCommitQueue(name: "template_flags", maxBatch: Self.maxPerTransaction) { requests in
            try await TownhallDatabase.commitFlags(requests, of: .templateFlag, to: engine)
        }
        rockPostFlags = GroupCommitQueue(name: "rock_post_flags", maxBatch: Self.maxPerTransaction) { requests in
            try await TownhallDatabase.commitFlags(requests, of: .rockPostFlag, to: engine)
        }
        commentFlagQueues = Dictionary(uniqueKeysWithValues: CommentTable.all.map { comments in
            (comments.table, GroupCommitQueue(name: "\(comments.table)_flags", maxBatch: Self.maxPerTransaction) { requests in
                try await TownhallDatabase.commitFlags(requests, of: comments.flag, to: engine)
            })
        })
    }

    func commentFlags(_ comments: CommentTable) -> GroupCommitQueue<ReactionRequest, FlagOutcome> {
        // every table is in `CommentTable.all`
        commentFlagQueues[comments.table]!
    }
}
