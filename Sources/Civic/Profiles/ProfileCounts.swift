import Storage

/// What a person did that their profile counts: letters and templates, calls made; then what the sibling
/// features count (rock posts), with the people who follow them and whom they follow. Each group
/// is shown only when it is not all zero. One's own profile names beside each count the command
/// that lists them ("templates written: 1 (templates mine)"), and in a DM also counts one's
/// questions and reports; someone else's shows neither (reports never name their reporter).
struct ProfileCounts {
    var letters = 0, templates = 0, likesReceived = 0, calls = 0, questions = 0, reports = 0
    var social: [(name: String, count: Int, ownList: String?)] = []

    /// `ownInPrivate`: the person's own profile, read in a DM, which alone shows their questions
    /// and reports (so only then are they counted).
    init(_ account: AccountIdentity, in snapshot: ReadSnapshot, siblings: [SiblingFeature], ownInPrivate: Bool = false) throws {
        (letters, templates, likesReceived) = try snapshot.letterCounts(of: account)
        calls = try snapshot.callCount(by: account)
        if ownInPrivate {
            questions = try snapshot.questionCount(askedBy: account)
            reports = try snapshot.incidentCount(reportedBy: account)
        }
        let (followers, following) = try snapshot.personFollowCounts(of: account)
        social = try siblings.flatMap { try $0.profileCounts(account, snapshot) }
            + [(name: "followers", count: followers, ownList: nil), (name: "following", count: following, ownList: nil)]
    }

    /// What others see: " — letters sent: 2 — templates written: 1 — likes received: 4 — rock posts: 3 — followers: 1
    /// — following: 2", or "" for someone who did none of it.
    var text: String { text(own: false) }

    /// What the person sees of their own: each count followed by the command that lists them, and
    /// (when counted: `ownInPrivate`) their questions and reports too.
    var ownText: String { text(own: true) }

    private func text(own: Bool) -> String {
        func count(_ name: String, _ number: Int, _ list: String?) -> String {
            "\(name): \(number)" + (own ? list.map { " (\($0))" } ?? "" : "")
        }
        var parts: [String] = []
        if own {
            if questions > 0 { parts.append(count("questions asked", questions, "questions mine")) }
            if reports > 0 { parts.append(count("reports filed", reports, "incidents mine")) }
        }
        if letters + templates > 0 {
            parts.append(count("letters sent", letters, "letters") + " — " + count("templates written", templates, "templates mine")
                + " — likes received: \(likesReceived)")
        }
        if calls > 0 { parts.append(count("calls made", calls, nil)) }
        if social.contains(where: { $0.count > 0 }) {
            parts.append(social.map { count($0.name, $0.count, $0.ownList) }.joined(separator: " — "))
        }
        return parts.map { " — " + $0 }.joined()
    }
}
