import Foundation
import Storage

/// How letters and their deliveries are written in replies (always to their writer, in a DM).
enum LetterText {
    /// After `send`: what happens to each recipient, then the texts the writer pastes themselves.
    static func sentLines(reference: String, officials: [NamedOfficial], deliveries: [OfficialID: LetterDelivery],
                          composer: LetterComposer) -> [String] {
        var lines = ["Sent \(reference). Type letter \(reference) to see how each delivery stands."]
        var yourTurn: [NamedOfficial] = []
        for official in officials {
            switch deliveries[official.id] ?? .yourTurn {
            case .email(let mail): lines.append("\(official.title): queued by email to \(mail.to).")
            case .yourTurn: yourTurn.append(official)
            }
        }
        for official in yourTurn {
            lines.append(yourTurnLine(official, reference: reference))
            lines += composer.text(for: official).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return lines
    }

    /// Where the writer sends a letter Townhall cannot mail: a member's contact form; a state
    /// official's website or their state's page on Open States when their data has no email.
    private static func yourTurnLine(_ official: NamedOfficial, reference: String) -> String {
        switch official {
        case .member(let member):
            return "\(member.title) takes letters only through their office: your turn. Paste this into "
                + (member.contactForm ?? member.url ?? "their website's contact form")
                + (member.phone.map { " (or call \($0))" } ?? "") + ", then type: sent \(reference)"
        case .state(let person):
            return "\(official.title) has no email address I can send to: your turn. Paste this into "
                + CallText.elsewhere(person)
                + (person.offices.lazy.compactMap(\.phone).first.map { " (or call \($0))" } ?? "") + ", then type: sent \(reference)"
        }
    }

    /// "L9 to Sen. … — sent 2h ago: sent, your turn" (for `letters` and `drafts`).
    static func listLine(_ letter: Letter, officials: [OfficialID: NamedOfficial], now: Date) -> String {
        let to = letter.recipients.map { officials[$0.official]?.title ?? $0.official.description }.joined(separator: ", ")
        let excerpt = QuestionText.excerpt(letter.body.replacingOccurrences(of: "\n", with: " "))
        guard let sent = letter.sentAt else {
            return "\(letter.reference) draft (\(letter.stage.rawValue)), to \(to.isEmpty ? "nobody yet" : to): \(excerpt)"
        }
        let statuses = letter.recipients.map { status($0.status) }
        return "\(letter.reference) sent \(QuestionText.age(of: sent, now: now)) to \(to) — \(statuses.joined(separator: ", ")): \(excerpt)"
    }

    /// `letter L9`: one line per recipient, then the text as the first recipient gets it.
    static func detail(_ letter: Letter, officials: [OfficialID: NamedOfficial], composer: LetterComposer, now: Date) -> [String] {
        var lines = [listLine(letter, officials: officials, now: now)]
        for recipient in letter.recipients {
            let name = officials[recipient.official]?.title ?? recipient.official.description
            lines.append("\(name): \(status(recipient.status))" + (recipient.reason.map { " (\($0))" } ?? ""))
        }
        guard let first = letter.recipients.first.flatMap({ officials[$0.official] }) else {
            return lines + letter.body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return lines + ["The text as \(first.title) gets it:"]
            + composer.text(for: first).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func status(_ status: LetterRecipient.Status) -> String {
        switch status {
        case .draft: "draft"
        case .queued: "queued"
        case .sending: "sending"
        case .sent: "sent"
        case .failed: "failed"
        case .yourTurn: "your turn"
        }
    }
}

extension LetterText {
    /// `export me`'s lines about templates, letters and letter settings; none when empty.
    static func exportLines(_ export: AccountExport) -> [String] {
        var lines = export.templates.map { template in
            "\(template.reference) template [\(template.category)]\(template.hiddenReason == nil ? "" : " (hidden)"): "
                + "\(template.title) — \(template.body.replacingOccurrences(of: "\n", with: " / "))"
        }
        if export.templateLikes + export.templateComments > 0 {
            lines.append("templates liked: \(export.templateLikes) — comments on templates: \(export.templateComments)")
        }
        lines += export.letters.map { letter in
            "\(letter.reference) \(letter.sentAt.map { "sent " + $0.formatted(Date.ISO8601FormatStyle()) } ?? "draft") to "
                + letter.recipients.map { "\($0.official) (\(status($0.status)))" }.joined(separator: ", ")
                + ": \(letter.body.replacingOccurrences(of: "\n", with: " / "))"
        }
        let writer = export.letterWriter
        if let name = writer.signatureName { lines.append("letters signed: \(name)") }
        if let city = writer.city { lines.append("city (for letters): \(city)") }
        if let email = writer.email { lines.append("email (confirmed): \(email)") }
        return lines
    }
}
