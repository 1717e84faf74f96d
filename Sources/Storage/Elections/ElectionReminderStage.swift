/// One DM of `remind <election>`: so many days before the registration deadline or before the
/// election itself.
public struct ElectionReminderStage: Sendable, Hashable {
    public enum Occasion: String, Sendable, Hashable {
        case registrationDeadline = "registration"
        case electionDay = "election"
    }

    public var occasion: Occasion
    public var daysBefore: Int
    /// The day of the deadline or the election, as the feed writes it.
    public var target: String
    /// The (UTC) day the DM is due.
    public var day: String

    /// How long before each occasion people are reminded.
    public static let daysBefore = [7, 1]

    /// Every stage of `election` still to come for someone who asks on `since` (a stage whose day
    /// has passed is never sent late), in the order they fall.
    public static func stages(of election: VIPElection, since: String) -> [ElectionReminderStage] {
        let occasions: [(Occasion, String?)] = [(.registrationDeadline, election.registrationDeadline),
                                                (.electionDay, election.date)]
        var stages: [ElectionReminderStage] = []
        for case let (occasion, target?) in occasions {
            for days in daysBefore {
                guard let day = CalendarDay.adding(-days, to: target), day >= since, target > since else { continue }
                stages.append(ElectionReminderStage(occasion: occasion, daysBefore: days, target: target, day: day))
            }
        }
        return stages.sorted { ($0.day, $0.target) < ($1.day, $1.target) }
    }

    /// The stages due on `today`: per occasion, the latest one whose day has come, while the
    /// occasion is still ahead. A bot stopped through the 7-day reminder's day and back on the
    /// eve sends only the 1-day one: two DMs for one deadline on one day would be noise.
    public static func due(of election: VIPElection, since: String, today: String) -> [ElectionReminderStage] {
        let ready = stages(of: election, since: since).filter { $0.day <= today && today < $0.target }
        return [Occasion.registrationDeadline, .electionDay].compactMap { occasion in
            ready.filter { $0.occasion == occasion }.max { $0.day < $1.day }
        }
    }

    /// The outbox key of this stage for one election: queued once per account, whatever happens.
    func dedupeKey(sourceKey: String, electionID: String) -> String {
        Self.dedupePrefix(sourceKey: sourceKey, electionID: electionID) + "\(occasion.rawValue):\(daysBefore)"
    }

    /// What the outbox keys of every stage of one election start with.
    static func dedupePrefix(sourceKey: String, electionID: String) -> String {
        "election-reminder:\(sourceKey):\(electionID):"
    }
}
