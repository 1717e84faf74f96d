import Chat
import Storage

/// Finds the official a command names: a member of Congress as `MemberFinder` does (a district,
/// a bioguide id, a name), else a state or city official by the name lookup `rep` uses. A full
/// name ("Scott Wiener") that no member bears finds the state official even when a member shares
/// the first name. When one word fits both levels, `call` (which only reads numbers out) takes the
/// member of Congress, as `rep` does; what leaves a public or lasting trace (`ask`, `follow`,
/// `draft`) passes `listingBothLevels` and is refused with everyone it fits, so nobody asks or
/// writes to the wrong official without noticing.
enum OfficialFinder {
    /// The official named by the first one or two `words`, and how many words named them. Throws
    /// a one-line `CommandFailure` when none or several fit; `retry` completes "Try …".
    static func find(in words: [String], sender: AccountIdentity?, retry: String, listingBothLevels: Bool = false,
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
        if let first = words.first, !MemberFinder.namesMemberByKey(first) {
            let members = try snapshot.members(matchingName: first)
            let officials = members.isEmpty || listingBothLevels ? try snapshot.stateOfficials(matchingName: first) : []
            if members.isEmpty, officials.isEmpty {
                throw CommandFailure("No member of Congress or state official matches \"\(first)\". \(retry)")
            }
            if members.isEmpty, officials.count == 1 { return (.state(officials[0]), 1) }
            if officials.count > 1 || (!members.isEmpty && !officials.isEmpty) {
                let titles = members.map(\.title) + OfficialText.titles(officials)
                let shown = titles.prefix(RepCommand.maxListed).joined(separator: ", ")
                let more = titles.count > RepCommand.maxListed ? " and \(titles.count - RepCommand.maxListed) more" : ""
                throw CommandFailure("\(titles.count) officials match \"\(first)\": \(shown)\(more). Which one? "
                    + "Type their full name. \(retry)")
            }
        }
        let (member, used) = try MemberFinder.find(in: words, sender: sender, retry: retry, snapshot: snapshot)
        return (.member(member), used)
    }
}
