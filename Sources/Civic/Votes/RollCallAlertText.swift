import Storage

/// The DM a follower gets about a new roll call: "New roll call s325-2022 on H.R. 5376 (117th):
/// Bill Passed — Sen. Padilla voted Yea". The vote import queues its facts (`RollCallAlert`) in
/// the outbox, and this is the one place that words them, when they are delivered
/// (`NotificationMessage.text`).
public enum RollCallAlertText {
    /// How many followed members a notification names before it says "and N more".
    static let memberLimit = 3

    /// The sentence for `alert`.
    @Sendable public static func sentence(_ alert: RollCallAlert) -> String {
        var text = headline(of: alert.rollCall)
        guard !alert.casts.isEmpty else { return text }
        let title = alert.rollCall.id.chamber == .senate ? "Sen." : "Rep."
        let named = alert.casts.prefix(memberLimit).map { "\(title) \($0.lastName) voted \($0.option)" }
        text += " — " + named.joined(separator: ", ")
        if alert.casts.count > memberLimit { text += " and \(alert.casts.count - memberLimit) more you follow" }
        return text
    }

    /// "New roll call s325-2022 on H.R. 5376 (117th): Bill Passed".
    private static func headline(of rollCall: RollCallSummary) -> String {
        let subject: String
        if let bill = rollCall.bill {
            subject = " on \(bill.citation)"
        } else if let nomination = rollCall.nomination {
            subject = " on nomination PN\(nomination.number)"
        } else {
            subject = " (\(rollCall.question))"
        }
        let result = rollCall.result ?? rollCall.resultText ?? "result not published"
        return "New roll call \(rollCall.id.chatForm)\(subject): \(result)"
    }
}
