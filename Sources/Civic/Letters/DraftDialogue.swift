import Chat
import Foundation
import Storage

/// The DM dialogue that writes a letter: recipients, body, signature, then a preview to send,
/// edit or cancel. Each step is stored on the draft (`stage`) as it is answered, so `draft L9`
/// resumes at the same step after a cancel, a timeout or a bot restart.
struct DraftDialogue: Sendable {
    let civic: CivicContext
    let account: AccountIdentity
    let letterID: Int64

    var reference: String { ItemReference.letter.text(letterID) }
    var topic: String { "letter \(reference)" }

    /// Continues the draft at its stored step.
    func resume(_ context: CommandContext) async throws {
        let letter = try await load(context)
        switch letter.stage {
        case .recipients: try await askRecipients(context)
        case .body: askBody(context, letter)
        case .signature: try await askSignature(context, letter)
        case .preview: try await preview(context, letter)
        case .sent: context.replyPrivately("\(reference) was sent; type letter \(reference) to see how it went.")
        }
    }

    func load(_ context: CommandContext) async throws -> Letter {
        guard let letter = try await civic.database.reading({ try $0.letter(letterID) }),
              letter.author.isSame(as: account) else {
            throw ItemReference.letter.noSuch(letterID, context)
        }
        return letter
    }

    /// Saves `change` to the draft, or says it can no longer be changed (sent or deleted meanwhile).
    func update(_ context: CommandContext, _ change: @escaping @Sendable (inout Letter) -> Void) async throws -> Letter {
        guard let letter = try await civic.database.updateDraft(letterID, by: account, at: context.now, change) else {
            throw CommandFailure("\(reference) is no longer a draft of yours; type drafts to see them.")
        }
        return letter
    }

    /// Asks the writer the next question of the letter. Each step is saved as it is answered,
    /// so `cancel` says what is kept, and drops a draft that never got past its first question.
    func ask(_ context: CommandContext, _ prompt: String, then handler: @escaping DialogueHandler) {
        context.ask(prompt, topic: topic, onCancel: { reply in try await self.cancelled(reply) }, then: handler)
    }

    private func cancelled(_ context: CommandContext) async throws -> String {
        guard let letter = try await civic.database.reading({ try $0.letter(letterID) }), letter.stage != .sent else {
            return "Cancelled \(topic)."
        }
        if letter.recipients.isEmpty, letter.body.isEmpty, try await civic.database.deleteDraft(letterID, by: account) {
            return "Cancelled \(topic); it was still empty, so it is gone."
        }
        return "Stopped writing \(reference); it is kept as a draft: draft \(reference) goes on where you stopped, "
            + "draft delete \(reference) removes it."
    }

    // MARK: recipients

    private func askRecipients(_ context: CommandContext) async throws {
        let account = self.account
        let own = try await civic.database.reading { try OwnMembers.of(account, in: $0) }
        let prompt: String
        if own.isEmpty {
            prompt = "Who should get \(reference)? I don't know your ZIP, so I can't list your own members: type your ZIP "
                + "(it stays private), or name any official (last name, full name or ST-NN)."
        } else {
            let numbered = own.enumerated().map { "\($0.offset + 1) \($0.element.title)" }.joined(separator: ", ")
            prompt = "Who should get \(reference)? \(numbered). Type all, numbers like 1 and 3, "
                + "or name any official (last name, full name or ST-NN)."
        }
        ask(context, prompt) { answer, reply in
            let chosen = try await self.recipients(from: answer, own: own, context: reply)
            guard !chosen.isEmpty else { return try await self.askRecipients(reply) }
            let letter = try await self.update(reply) { letter in
                letter.recipients = chosen.map { LetterRecipient(official: $0.id, status: .draft) }
                letter.stage = .body
            }
            reply.replyPrivately("\(self.reference) goes to " + chosen.map(\.title).joined(separator: ", ") + ".")
            self.askBody(reply, letter)
        }
    }

    /// The officials an answer names: own members by number, or anyone by name as `ask` finds
    /// them (a name that fits officials at both levels is refused with the list); empty after a
    /// ZIP was saved (the question is asked again with the list of the person's own members).
    private func recipients(from answer: String, own: [Member], context: CommandContext) async throws -> [NamedOfficial] {
        let words = answer.split(whereSeparator: \.isWhitespace).map(String.init)
        if !own.isEmpty, words.map({ $0.lowercased() }) == ["all"] { return own.map(NamedOfficial.member) }
        if own.isEmpty, words.count == 1, let zip = ZipCodeWord.zip(words[0]) {
            try await saveZip(zip, context)
            return []
        }
        // "1 3", "1, 3", "1 and 3", "1 & 3": numbers as people list them.
        let listed = answer.split { $0.isWhitespace || $0 == "," }.filter { !["and", "&"].contains($0.lowercased()) }
        let numbers = listed.compactMap { Int($0) }
        if !numbers.isEmpty, numbers.count == listed.count {
            guard !own.isEmpty, numbers.allSatisfy({ own.indices.contains($0 - 1) }) else {
                throw UsageError(own.isEmpty ? "I have no list to pick from yet; type your ZIP or a member's name"
                    : "Pick numbers from 1 to \(own.count)")
            }
            var picked: [Member] = []
            for number in numbers where !picked.contains(own[number - 1]) { picked.append(own[number - 1]) }
            return picked.map(NamedOfficial.member)
        }
        let account = self.account
        let (official, _) = try await civic.database.reading { snapshot in
            try OfficialFinder.find(in: words, sender: account, retry: "Type a last name (Pelosi), a full name or a district (CA-11).",
                                    listingBothLevels: true, snapshot: snapshot)
        }
        return [official]
    }

    private func saveZip(_ zip: String, _ context: CommandContext) async throws {
        let districts = try await civic.database.reading { try $0.districts(forZip: zip) }
            .map { CongressionalDistrict(state: $0.state, number: $0.districtNumber) }
        guard !districts.isEmpty else {
            throw UsageError("I don't know ZIP \(zip); type the ZIP of your street address, or a member's name")
        }
        try await civic.database.updateProfile(of: account, at: context.now) { profile in
            profile.zip = zip
            profile.district = districts.count == 1 ? districts[0] : nil
        }
        if districts.count > 1 {
            throw UsageError("Saved your ZIP; it is split between " + districts.map(\.code).joined(separator: " and ")
                + ", so name your member: a district (\(districts[0].code)) or a last name")
        }
        context.replyPrivately("Saved your ZIP \(zip) (\(districts[0].code)).")
    }

    // MARK: body

    func askBody(_ context: CommandContext, _ letter: Letter) {
        let fromTemplate = letter.templateID != nil && !letter.body.isEmpty
        let limit = civic.letterRules.maxBodyLength - (fromTemplate ? letter.body.count + 1 : 0)
        let lines = BodyLines(limit: max(1, limit), screenedBy: civic.questionRules)
        let prompt = fromTemplate
            ? "\(reference) starts from the template's text. Offices read personal letters: type a sentence or two about "
                + "how this affects you (they go first, one message per line), then type done. Typing done right away "
                + "keeps the template's text as it is."
            : "Type your letter, one message per line, then done. Placeholders: "
                + TemplatePlaceholders.known.map { "{\($0)}" }.joined(separator: " ") + "."
        ask(context, prompt) { answer, reply in
            try await self.takeBodyLine(answer, lines: lines, fromTemplate: fromTemplate, reply)
        }
    }

    private func takeBodyLine(_ answer: String, lines: BodyLines, fromTemplate: Bool, _ context: CommandContext) async throws {
        var lines = lines
        if BodyLines.isDone(answer) {
            guard fromTemplate || !lines.text.isEmpty else { throw UsageError("The letter is empty; type its first line") }
            let personal = lines.text
            let letter = try await update(context) { letter in
                letter.body = fromTemplate ? Self.personalised(letter.body, with: personal) : personal
                letter.stage = .signature
            }
            try await askSignature(context, letter)
            return
        }
        if let command = try lines.add(answer, unlessCommandIn: context.registry) {
            context.replyPrivately(BodyLines.heldBack(answer, command: command))
        }
        // Silent between lines: the writer is typing a letter, not chatting.
        let next = lines
        ask(context, "") { answer, reply in
            try await self.takeBodyLine(answer, lines: next, fromTemplate: fromTemplate, reply)
        }
    }

    /// The template's text with the writer's own lines first — after its salutation, when its
    /// first line is one ("Dear {member},").
    static func personalised(_ body: String, with personal: String) -> String {
        guard !personal.isEmpty else { return body }
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let salutation = lines.first.map { $0.hasSuffix(",") || $0.hasSuffix(":") } ?? false
        lines.insert(personal, at: salutation ? 1 : 0)
        return lines.joined(separator: "\n")
    }

    // MARK: signature

    func askSignature(_ context: CommandContext, _ letter: Letter) async throws {
        let account = self.account
        let writer = try await civic.database.reading { try $0.letterWriter(of: account) }
        if writer.signatureName == nil {
            ask(context, "What name should I sign your letters with? (asked once; kept for your next letters)") { answer, reply in
                let name = try BodyLines.cleanLine(answer, limit: 80, what: "name")
                try await self.civic.database.updateLetterWriter(account, signatureName: name, at: reply.now)
                try await self.askSignature(reply, letter)
            }
            return
        }
        if writer.city == nil, TemplatePlaceholders.used(in: letter.body).contains("my_city") {
            ask(context, "Your letter says {my_city}: which city do you live in? (kept for your next letters)") { answer, reply in
                let city = try BodyLines.cleanLine(answer, limit: 80, what: "city")
                try await self.civic.database.updateLetterWriter(account, city: city, at: reply.now)
                try await self.askSignature(reply, letter)
            }
            return
        }
        let signed = try await update(context) { letter in
            letter.signature = writer.signatureName
            letter.stage = .preview
        }
        try await preview(context, signed)
    }
}
