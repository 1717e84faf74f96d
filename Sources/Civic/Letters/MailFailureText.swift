import Chat
import Storage

/// The DM a person gets when an email Townhall queued for them fails for good.
public enum MailFailureText {
    /// `member` is the recipient of a letter mail (nil for copies and codes, or when unknown).
    public static func notice(for mail: OutgoingMail, member: Member?, reason: String) -> String {
        switch mail.purpose {
        case .letter:
            let reference = mail.letterID.map { ItemReference.letter.text($0) } ?? "your letter"
            let name = member?.title ?? mail.bioguideID?.bioguide ?? "its recipient"
            let instead = member.flatMap { $0.contactForm ?? $0.url }.map { " You can still send it through their contact form: \($0)" } ?? ""
            return "Your letter \(reference) to \(name) could not be delivered by email (\(reason)). "
                + "Type letter \(reference) to see its text.\(instead)"
        case .copy:
            return "I could not mail you the copy you asked for to \(mail.to) (\(reason)). Check the address with: email"
        case .confirmation:
            return "I could not mail your confirmation code to \(mail.to) (\(reason)). Check the address and try again: email <address>"
        }
    }
}
