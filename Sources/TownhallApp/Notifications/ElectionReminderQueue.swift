import Civic
import Foundation
import Logging
import Storage

/// Moves election reminders that fell due into a network's outbox, worded by Civic, so the
/// courier's sweep that runs it delivers them at once. The courier runs it because the outbox is
/// the one thing that must hold reminders durably and its loop already wakes every
/// `poll_seconds` per network; the step is keyed, so a repeat or a restart queues nothing twice.
struct ElectionReminderQueue: Sendable {
    let network: String
    let database: TownhallDatabase
    let logger: Logger

    func queueDue(at date: Date) async {
        await logger.attempt("cannot queue due election reminders") {
            try await database.queueDueElectionReminders(network: network, at: date, wording: ElectionReminderText.sentence)
        }
    }
}
