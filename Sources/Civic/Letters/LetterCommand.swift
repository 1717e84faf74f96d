import Chat
import Storage

/// `letter L9`: one of the sender's letters — each recipient's delivery, then the text. Nobody
/// else's letters are shown, and a channel gets only a pointer to the DM.
struct LetterCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "letter", usage: "letter L9", summary: "One of your letters: each delivery's status and the text.",
        permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let id = try LetterReference.letter.id(in: context.words[0], context)
        let found = try await civic.database.reading { snapshot -> (Letter, [MemberID: Member], Profile?, LetterWriter)? in
            guard let letter = try snapshot.letter(id), letter.author.isSame(as: account) else { return nil }
            return (letter, try snapshot.members(bioguideIDs: Set(letter.recipients.map(\.bioguideID))),
                    try snapshot.profile(of: account), try snapshot.letterWriter(of: account))
        }
        guard let (letter, members, profile, writer) = found else { throw LetterReference.letter.noSuch(id, context) }
        let composer = LetterComposer(body: letter.body, signature: letter.signature ?? writer.signatureName ?? account.name,
                                      city: writer.city, profile: profile, date: letter.sentAt ?? context.now)
        context.replyInPrivate(LetterText.detail(letter, members: members, composer: composer, now: context.now),
                               note: "I sent it to you in a private message.")
    }
}
