import Storage

extension NotificationMessage {
    /// What the person reads: the stored sentence, or the facts worded by the feature they belong
    /// to. Everything that shows an outbox row to a person (the couriers, the console, `export me`)
    /// reads this, so a facts row reads the same wherever it appears, and in today's words even if
    /// it was queued by an older binary. An extension here rather than a wording handed to each
    /// reader: every kind of facts the outbox keeps is a civic feature's, and every reader already
    /// depends on Civic, so there is nothing to choose between at composition.
    public var text: String {
        switch self {
        case .text(let text): text
        case .rollCallAlert(let alert): RollCallAlertText.sentence(alert)
        }
    }
}
