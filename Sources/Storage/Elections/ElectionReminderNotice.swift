/// What one reminder DM is about: the election, which deadline, and how many days are left on
/// the day it is queued (more than the stage says when the bot was stopped on the stage's day).
public struct ElectionReminderNotice: Sendable, Hashable {
    public var election: VIPElection
    public var stage: ElectionReminderStage
    public var daysLeft: Int
}

/// Writes the sentence of a reminder DM. Storage decides what is due; the words are Civic's.
public typealias ElectionReminderWording = @Sendable (ElectionReminderNotice) -> String
