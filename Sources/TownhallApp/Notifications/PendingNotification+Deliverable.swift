import Chat
import Storage

extension PendingNotification {
    /// The text as a transport may send it. An alert quotes data files and people (member names,
    /// bill titles, answers): a control character there would reach the wire as formatting, a
    /// line break or, on IRC, a CTCP request (0x01), so every one becomes a space on the way out.
    var deliverableText: String { text.neutralisingControlCharacters }
}
