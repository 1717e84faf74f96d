import Chat
import Foundation
import Storage

/// One of the sender's letters with what writing it out needs: its recipients' records and
/// the composer that fills it in.
struct OwnLetter {
    var letter: Letter
    var officials: [OfficialID: NamedOfficial]
    var composer: LetterComposer
}

extension CivicContext {
    /// Letter `id` if `account` wrote it; anyone else's is "no such letter" (their existence is
    /// nobody's business).
    func ownLetter(_ id: Int64, of account: AccountIdentity, _ context: CommandContext) async throws -> OwnLetter {
        let now = context.now
        let found = try await database.reading { snapshot -> OwnLetter? in
            guard let letter = try snapshot.letter(id), letter.author.isSame(as: account) else { return nil }
            let composer = LetterComposer(letter: letter, profile: try snapshot.profile(of: account),
                                          writer: try snapshot.letterWriter(of: account), account: account, now: now)
            return OwnLetter(letter: letter, officials: try NamedOfficial.stored(Set(letter.recipients.map(\.official)), in: snapshot),
                             composer: composer)
        }
        guard let found else { throw ItemReference.letter.noSuch(id, context) }
        return found
    }

    /// `account`'s drafts or sent letters, newest first, with their recipients' records.
    func letterList(of account: AccountIdentity, drafts: Bool) async throws -> (letters: [Letter], officials: [OfficialID: NamedOfficial]) {
        try await database.reading { snapshot in
            let letters = try snapshot.letters(of: account, drafts: drafts)
            return (letters, try NamedOfficial.stored(Set(letters.flatMap { $0.recipients.map(\.official) }), in: snapshot))
        }
    }
}
