import Foundation
import Storage

/// Decides how a letter reaches an official: by email when mail is configured and the operator
/// set a route for them or their data gives an address (state officials' Open States files often
/// do; Congress takes letters only through contact forms), otherwise by the writer's own hand.
struct LetterMail: Sendable {
    let rules: LetterRules

    func delivery(of letter: Letter, to official: NamedOfficial, text: String, subject: String, replyTo: String?) -> LetterDelivery {
        guard let from = rules.fromAddress, let route = route(to: official) else { return .yourTurn }
        return .email(OutgoingMail(
            purpose: .letter, to: route, replyTo: replyTo, subject: subject, body: text,
            messageID: Self.messageID(for: "\(letter.reference).\(Self.label(official.id))", from: from),
            letterID: letter.id, official: official.id))
    }

    /// The operator's route wins over the data's address: an office may ask for letters elsewhere.
    private func route(to official: NamedOfficial) -> String? {
        if let route = rules.routes[official.id] { return route }
        guard case .state(let person) = official else { return nil }
        return person.email
    }

    /// The id as it may stand in a Message-ID's left part: "P000197", or an ocd-person uuid.
    private static func label(_ id: OfficialID) -> String {
        switch id {
        case .member(let member): member.bioguide
        case .openStates(let person): person.text.split(separator: "/").last.map(String.init) ?? person.text
        }
    }

    /// A Message-ID unique to this mail, made once when it is queued: "<L9.P000197.3f9a…@example.org>".
    static func messageID(for label: String, from address: String) -> String {
        let domain = address.split(separator: "@").last.map(String.init) ?? "townhall.invalid"
        let random = (0..<4).map { _ in String(UInt32.random(in: .min ... .max), radix: 16) }.joined()
        return "<\(label).\(random)@\(domain)>"
    }
}
