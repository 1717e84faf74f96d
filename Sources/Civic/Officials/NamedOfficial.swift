import Storage

/// The official a command was pointed at by name: a member of Congress or a state or city
/// official, so that a feature that takes "an official" (`call`, `called`) is written once for both.
enum NamedOfficial: Sendable {
    case member(Member)
    case state(StateOfficial)

    /// The stored identity: the Bioguide id or the Open States person id.
    var id: OfficialID {
        switch self {
        case .member(let member): .member(member.bioguideID)
        case .state(let official): .openStates(official.id)
        }
    }

    /// "Rep. Nancy Pelosi (D-CA-11)", "State Senator Scott Wiener (D, CA Senate District 11)".
    var title: String {
        switch self {
        case .member(let member): member.title
        case .state(let official): OfficialText.title(official)
        }
    }

    /// The word that finds them again ("Pelosi", "Wiener"), for a reply that says what to type next.
    var lastName: String {
        switch self {
        case .member(let member): member.lastName
        case .state(let official): official.familyName ?? official.name.split(separator: " ").last.map(String.init) ?? official.name
        }
    }

    /// How a letter or a call script addresses them: "Representative Nancy Pelosi", "State Senator
    /// Scott Wiener", "Governor Gavin Newsom".
    var formalName: String {
        switch self {
        case .member(let member): LetterComposer.formalName(member)
        case .state(let official): "\(OfficialText.roleTitle(official)) \(official.name)"
        }
    }

    /// The stored official `id` names; nil when no row holds it (a state official whom a
    /// re-import of their state dropped).
    static func stored(_ id: OfficialID, in snapshot: ReadSnapshot) throws -> NamedOfficial? {
        try stored([id], in: snapshot)[id]
    }

    /// The stored officials among `ids`, two reads whatever their number: the names of a list
    /// that mixes members of Congress and state officials.
    static func stored(_ ids: Set<OfficialID>, in snapshot: ReadSnapshot) throws -> [OfficialID: NamedOfficial] {
        var memberIDs = Set<MemberID>(), personIDs = Set<OpenStatesPersonID>()
        for id in ids {
            switch id {
            case .member(let member): memberIDs.insert(member)
            case .openStates(let person): personIDs.insert(person)
            }
        }
        var found: [OfficialID: NamedOfficial] = [:]
        if !memberIDs.isEmpty {
            for (id, member) in try snapshot.members(bioguideIDs: memberIDs) { found[.member(id)] = .member(member) }
        }
        for (id, official) in try snapshot.stateOfficials(ids: personIDs) { found[.openStates(id)] = .state(official) }
        return found
    }
}
