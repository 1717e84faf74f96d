import Chat
import Storage

/// The DM a person gets when an email Townhall queued for them fails for good.
public enum MailFailureText {
    /// The notice for `mail`, naming a letter's recipient as stored in `snapshot` (a member of
    /// Congress or a state official) and where the writer can still send it by hand.
    public static func notice(for mail: OutgoingMail, reason: String, in snapshot: ReadSnapshot) throws -> String {
        switch mail.purpose {
        case .letter:
            let reference = mail.letterID.map { ItemReference.letter.text($0) } ?? "your letter"
            let official = try mail.official.flatMap { try NamedOfficial.stored($0, in: snapshot) }
            let name = official?.title ?? mail.official?.description ?? "its recipient"
            return "Your letter \(reference) to \(name) could not be delivered by email (\(reason)). "
                + "Type letter \(reference) to see its text.\(official.flatMap(instead) ?? "")"
        case .copy:
            return "I could not mail you the copy you asked for to \(mail.to) (\(reason)). Check the address with: email"
        case .confirmation:
            return "I could not mail your confirmation code to \(mail.to) (\(reason)). Check the address and try again: email <address>"
        }
    }

    /// " You can still send it through …", where the office takes letters other than by email.
    private static func instead(_ official: NamedOfficial) -> String? {
        switch official {
        case .member(let member): (member.contactForm ?? member.url).map { " You can still send it through their contact form: \($0)" }
        case .state(let person): " You can still send it through \(CallText.elsewhere(person))."
        }
    }
}
