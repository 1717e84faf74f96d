import Foundation

/// The questions waiting for an answer, one per speaker, and the ones swept away unanswered.
///
/// A question nobody answers must not stay in memory until its asker speaks again: on a
/// network with free accounts (Matrix) people who never come back have no bound. So questions
/// past their deadline are swept (`sweep`, from every command at most once a minute and from
/// the core's tick), and counted. Only the topic of a swept question is kept, for one more
/// timeout, so a person answering a little late still hears that it timed out instead of
/// "unknown command".
struct DialogueStore {
    private struct Expired {
        var topic: String
        var forgetAt: Date
    }

    private var waiting: [SpeakerKey: PendingDialogue] = [:]
    private var expired: [SpeakerKey: Expired] = [:]
    /// Questions swept unanswered since the core started.
    private(set) var abandoned = 0
    private var nextSweep = Date.distantPast
    static let sweepInterval: TimeInterval = 60

    /// Questions waiting now (some may be past their deadline until the next sweep).
    var count: Int { waiting.count }

    subscript(speaker: SpeakerKey) -> PendingDialogue? {
        get { waiting[speaker] }
        set {
            waiting[speaker] = newValue
            if newValue != nil { expired[speaker] = nil }
        }
    }

    mutating func removeValue(forKey speaker: SpeakerKey) -> PendingDialogue? {
        expired[speaker] = nil
        return waiting.removeValue(forKey: speaker)
    }

    /// The topic of `speaker`'s question if it was swept unanswered lately (and forgets it).
    mutating func takeTimedOutTopic(of speaker: SpeakerKey, now: Date) -> String? {
        guard let gone = expired.removeValue(forKey: speaker), gone.forgetAt > now else { return nil }
        return gone.topic
    }

    /// Drops the questions past their deadline when the last sweep is at least `sweepInterval`
    /// old (sweeping on every command would cost time in proportion to everyone's questions);
    /// returns how many were dropped now.
    mutating func sweep(now: Date) -> Int {
        guard now >= nextSweep else { return 0 }
        nextSweep = now.addingTimeInterval(Self.sweepInterval)
        expired = expired.filter { $0.value.forgetAt > now }
        let overdue = waiting.filter { $0.value.deadline <= now }
        for (speaker, dialogue) in overdue {
            waiting[speaker] = nil
            expired[speaker] = Expired(topic: dialogue.topic, forgetAt: dialogue.deadline.addingTimeInterval(dialogue.timeout))
        }
        abandoned += overdue.count
        return overdue.count
    }
}
