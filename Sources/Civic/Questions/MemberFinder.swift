import Chat
import Storage

/// Finds the member a question is for, from the words people type: a district (`CA-11`), a name
/// (`Pelosi`, `Nancy Pelosi`), a bioguide id (`P000197`, as the official files and sites name them). When a name fits several members and exactly one of them is one
/// of the sender's own members, that one is meant — in a DM only (callers pass
/// `context.accountInPrivate`): in a channel that choice would tell everyone where the sender lives.
struct MemberFinder {
    let database: TownhallDatabase

    /// The member named by the first one or two `words`, and how many words named them.
    /// Throws a one-line `CommandFailure` when no member or several fit; `retry` completes
    /// "Try …" with the right command form.
    func find(in words: [String], sender: AccountIdentity?, retry: String) async throws -> (Member, used: Int) {
        try await database.reading { try Self.find(in: words, sender: sender, retry: retry, snapshot: $0) }
    }

    /// `find(in:sender:retry:)` inside a read the caller already opened (so that finding the
    /// member and reading about them is one trip to the database).
    static func find(in words: [String], sender: AccountIdentity?, retry: String,
                     snapshot: ReadSnapshot) throws -> (Member, used: Int) {
        // Only the one or two words that may name the member ("pelosi?"); the caller keeps its own.
        let words = words.prefix(2).map(TypedWord.trimmingTrailingPunctuation)
        guard let first = words.first else { throw CommandFailure("Which member? \(retry)") }
        if let bioguideID = bioguideID(first) {
            guard let member = try snapshot.member(bioguideID: bioguideID) else {
                throw CommandFailure("No member of Congress has the bioguide id \(bioguideID). \(retry)")
            }
            return (member, 1)
        }
        if let district = CongressionalDistrict(code: first) {
            guard let member = try snapshot.houseMembers(of: district).first else {
                throw CommandFailure("No House member for \(district.code) in my data. \(retry)")
            }
            return (member, 1)
        }
        if words.count >= 2 {
            let fullName = words[0] + " " + words[1]
            let exact = try snapshot.members(matchingName: fullName).filter { isNamed($0, fullName) }
            if exact.count == 1 { return (exact[0], 2) }
        }
        let matches = try snapshot.members(matchingName: first)
        switch matches.count {
        case 0:
            throw CommandFailure("No member of Congress matches \"\(first)\". \(retry)")
        case 1:
            return (matches[0], 1)
        default:
            let own = Set(try OwnMembers.of(sender, in: snapshot).map(\.bioguideID))
            let mine = matches.filter { own.contains($0.bioguideID) }
            if mine.count == 1 { return (mine[0], 1) }
            let shown = MemberText.titles(Array(matches.prefix(RepCommand.maxListed)))
            let more = matches.count > RepCommand.maxListed ? " and \(matches.count - RepCommand.maxListed) more" : ""
            throw CommandFailure("\(matches.count) members match \"\(first)\": \(shown)\(more). Which one? \(retry)")
        }
    }

    /// Whether `word` names a member by a key rather than a name: a bioguide id or a district.
    static func namesMemberByKey(_ word: String) -> Bool {
        bioguideID(word) != nil || CongressionalDistrict(code: word) != nil
    }

    /// A bioguide id is one letter and six digits ("P000197"); no name or district has that shape.
    private static func bioguideID(_ word: String) -> MemberID? {
        guard word.count == 7, let letter = word.first, letter.isASCII, letter.isLetter,
              word.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return MemberID(word.uppercased())
    }

    private static func isNamed(_ member: Member, _ name: String) -> Bool {
        let names = [member.officialFullName, "\(member.firstName) \(member.lastName)",
                     member.nickname.map { "\($0) \(member.lastName)" }].compactMap { $0?.lowercased() }
        return names.contains(name.lowercased())
    }
}
