import Chat
import Foundation
import Storage

/// One of the sender's letters with what writing it out needs: its recipients' records and
/// the composer that fills it in.
struct OwnLetter {
    var letter: Letter
    var members: [MemberID: Member]
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
            return OwnLetter(letter: letter, members: try snapshot.members(bioguideIDs: Set(letter.recipients.map(\.bioguideID))),
                             composer: composer)
        }
        guard let found else { throw LetterReference.letter.noSuch(id, context) }
        return found
    }
}
