import Chat
import Civic
import Storage

extension PendingNotification {
    /// The text as a transport may send it: the message worded (`NotificationMessage.text`), with
    /// no control character. An alert quotes data files and people (member names, bill titles,
    /// answers): a control character there would reach the wire as formatting, a line break or, on
    /// IRC, a CTCP request (0x01), so every one becomes a space on the way out.
    var deliverableText: String { message.text.neutralisingControlCharacters }
}
