import Chat
import Foundation
import Storage

extension DraftDialogue {
    /// Shows the letter as the first recipient gets it (paged; `more` reads on) and asks
    /// send / edit / cancel.
    func preview(_ context: CommandContext, _ letter: Letter) async throws {
        let (officials, composer) = try await prepare(letter, context)
        guard let first = officials.first else {
            throw CommandFailure("\(reference) has no recipients any more; type draft \(reference) to choose them again.")
        }
        let others = officials.count > 1 ? " (each gets their own name where it says {member})" : ""
        context.page(["Preview of \(reference) to \(officials.map(\.title).joined(separator: ", "))\(others):"]
            + composer.text(for: first).split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            privately: true)
        askToSend(context, nudged: false)
    }

    private func askToSend(_ context: CommandContext, nudged: Bool) {
        let choices = nudged ? "send anyway, edit, or cancel" : "send, edit, or cancel"
        ask(context, "Type \(choices) (cancel keeps the draft: draft \(reference) resumes it).") { answer, reply in
            switch answer.split(whereSeparator: \.isWhitespace).map({ $0.lowercased() }) {
            case ["send"]: try await self.send(reply, anyway: false)
            case ["send", "anyway"]: try await self.send(reply, anyway: true)
            case ["edit"]:
                let letter = try await self.update(reply) { letter in
                    letter.body = ""
                    letter.templateID = nil
                    letter.stage = .body
                }
                self.askBody(reply, letter)
            default: throw UsageError("Type \(choices)")
            }
        }
    }

    /// Sends the draft, unless it looks like mass mail and the writer has not said `send anyway`.
    private func send(_ context: CommandContext, anyway: Bool) async throws {
        let letter = try await load(context)
        let (officials, composer) = try await prepare(letter, context)
        let fingerprint = LetterFingerprint(text: letter.body)
        // read once: the nudge and the routes of one send come from the same configuration
        let rules = civic.letterRules
        if !anyway {
            let findings = try await LetterNudge(rules: rules.nudge)
                .findings(for: fingerprint, recipients: officials.map(\.id), database: civic.database, now: context.now)
            if !findings.isEmpty {
                let titles = Dictionary(officials.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
                for finding in findings {
                    context.replyPrivately(LetterNudge.sentence(finding, title: titles[finding.official] ?? finding.official.description,
                                                                windowDays: rules.nudge.windowDays))
                }
                askToSend(context, nudged: true)
                return
            }
        }
        let account = self.account
        let writer = try await civic.database.reading { try $0.letterWriter(of: account) }
        let title = try await letter.templateID.asyncMap { id in try await civic.database.reading { try $0.template(id)?.title } } ?? nil
        var deliveries: [OfficialID: LetterDelivery] = [:]
        for official in officials {
            deliveries[official.id] = LetterMail(rules: rules).delivery(
                of: letter, to: official, text: composer.text(for: official), subject: composer.subject(title: title),
                replyTo: writer.email)
        }
        switch try await civic.database.sendLetter(letterID, by: account, deliveries: deliveries,
                                                   fingerprint: fingerprint.data, at: context.now) {
        case .sent: break
        case .alreadySent: throw CommandFailure("\(reference) was sent already; type letter \(reference) to see how it went.")
        case .notFound: throw ItemReference.letter.noSuch(letterID, context)
        case .incomplete: throw CommandFailure("\(reference) has no recipients or no text yet; type draft \(reference) to finish it.")
        }
        context.page(LetterText.sentLines(reference: reference, officials: officials, deliveries: deliveries, composer: composer),
                     privately: true)
    }

    /// The recipients' records and the composer for this draft.
    private func prepare(_ letter: Letter, _ context: CommandContext) async throws -> ([NamedOfficial], LetterComposer) {
        let account = self.account
        let ids = Set(letter.recipients.map(\.official))
        let (byID, profile, writer) = try await civic.database.reading { snapshot in
            (try NamedOfficial.stored(ids, in: snapshot), try snapshot.profile(of: account), try snapshot.letterWriter(of: account))
        }
        let officials = letter.recipients.compactMap { byID[$0.official] }
        let composer = LetterComposer(letter: letter, profile: profile, writer: writer, account: account, now: context.now)
        return (officials, composer)
    }
}
