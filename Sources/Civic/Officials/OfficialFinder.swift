import Chat
import Storage

/// Finds the official a command names: a member of Congress as `MemberFinder` does (a district,
/// a bioguide id, a name), else a state or city official by the name lookup `rep` uses. A member
/// of Congress comes first when a name fits both, as in `rep`; a full name ("Scott Wiener") that no
/// member bears finds the state official even when a member shares the first name.
enum OfficialFinder {
    /// The official named by the first one or two `words`, and how many words named them. Throws
    /// a one-line `CommandFailure` when none or several fit; `retry` completes "Try …".
    static func find(in words: [String], sender: AccountIdentity?, retry: String,
                     snapshot: ReadSnapshot) throws -> (NamedOfficial, used: Int) {
        let words = words.prefix(2).map(TypedWord.trimmingTrailingPunctuation)
        if words.count == 2 {
            let fullName = words[0] + " " + words[1]
            if try snapshot.members(matchingName: fullName).isEmpty {
                let named = try snapshot.stateOfficials(matchingName: fullName)
                    .filter { $0.name.lowercased() == fullName.lowercased() }
                if named.count == 1 { return (.state(named[0]), 2) }
            }
        }
        if let first = words.first, !MemberFinder.namesMemberByKey(first), try snapshot.members(matchingName: first).isEmpty {
            let officials = try snapshot.stateOfficials(matchingName: first)
            if officials.count == 1 { return (.state(officials[0]), 1) }
            if officials.count > 1 {
                let shown = OfficialText.titles(Array(officials.prefix(RepCommand.maxListed))).joined(separator: ", ")
                let more = officials.count > RepCommand.maxListed ? " and \(officials.count - RepCommand.maxListed) more" : ""
                throw CommandFailure("\(officials.count) officials match \"\(first)\": \(shown)\(more). Which one? "
                    + "Type their full name. \(retry)")
            }
        }
        let (member, used) = try MemberFinder.find(in: words, sender: sender, retry: retry, snapshot: snapshot)
        return (.member(member), used)
    }
}
