import Foundation
import Storage

/// Decides how a letter reaches a member: by email when the operator configured a route for
/// them (and mail at all), otherwise by the writer's own hand through the office's contact form.
struct LetterMail: Sendable {
    let rules: LetterRules

    func delivery(of letter: Letter, to member: Member, text: String, subject: String, replyTo: String?) -> LetterDelivery {
        guard let from = rules.fromAddress, let route = rules.routes[member.bioguideID] else { return .yourTurn }
        return .email(OutgoingMail(
            purpose: .letter, to: route, replyTo: replyTo, subject: subject, body: text,
            messageID: Self.messageID(for: "\(letter.reference).\(member.bioguideID.bioguide)", from: from),
            letterID: letter.id, bioguideID: member.bioguideID))
    }

    /// A Message-ID unique to this mail, made once when it is queued: "<L9.P000197.3f9a…@example.org>".
    static func messageID(for label: String, from address: String) -> String {
        let domain = address.split(separator: "@").last.map(String.init) ?? "townhall.invalid"
        let random = (0..<4).map { _ in String(UInt32.random(in: .min ... .max), radix: 16) }.joined()
        return "<\(label).\(random)@\(domain)>"
    }
}
