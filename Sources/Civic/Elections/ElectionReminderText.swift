import Storage

/// The sentences of election reminders: the DMs, and what `remind` promises.
public enum ElectionReminderText {
    /// A reminder DM, e.g. "Reminder: registration for 2013 Virginia General Election closes in 7
    /// days, on 2013-10-15. How to register: register <your ZIP>."
    @Sendable public static func sentence(_ notice: ElectionReminderNotice) -> String {
        let election = notice.election
        let when = notice.daysLeft == 1 ? "tomorrow, \(notice.stage.target)" : "in \(notice.daysLeft) days, on \(notice.stage.target)"
        switch notice.stage.occasion {
        case .registrationDeadline:
            return "Reminder: registration for \(election.name) closes \(when). How to register: register <your ZIP>."
        case .electionDay:
            return "Reminder: \(election.name) is \(when). Where to vote: polls <your ZIP or street address> (in a private message)."
        }
    }

    /// "on 2013-10-08 and 2013-10-14 (registration closes 2013-10-15), and on 2013-10-29 and
    /// 2013-11-04 (election day 2013-11-05)": the days still to come, by occasion.
    static func plan(_ stages: [ElectionReminderStage]) -> String {
        let occasions: [(ElectionReminderStage.Occasion, String)] = [(.registrationDeadline, "registration closes"),
                                                                     (.electionDay, "election day")]
        return occasions.compactMap { occasion, label -> String? in
            let mine = stages.filter { $0.occasion == occasion }
            guard let target = mine.first?.target else { return nil }
            return "on " + mine.map(\.day).joined(separator: " and ") + " (\(label) \(target))"
        }.joined(separator: ", and ")
    }

    /// A line of `remind`'s list: "2013-11-05 2013 Virginia General Election: next DM on
    /// 2013-10-08", "… all sent", or an election its feed no longer holds.
    static func listLine(_ request: ElectionReminderRequest, today: String) -> String {
        guard let election = request.election else {
            return "election \(request.electionID) (feed \(request.sourceKey)): no longer in its feed, so nothing will be sent"
        }
        let head = "\(election.date) \(election.name)"
        if election.date <= today { return head + ": held, nothing more to send" }
        let next = ElectionReminderStage.stages(of: election, since: max(request.sinceDay, today)).first
        return head + (next.map { ": next DM on \($0.day)" } ?? ": nothing more to send")
    }

    /// `export me`'s lines: each election asked for and the day it was asked.
    static func exportLines(_ export: AccountExport) -> [String] {
        export.electionReminders.map { request in
            let what = request.election.map { "\($0.date) \($0.name)" }
                ?? "election \(request.electionID) of feed \(request.sourceKey) (no longer in its feed)"
            return "election reminder: \(what), asked on \(request.sinceDay)"
        }
    }
}
