import Storage

/// What a person did that their profile counts: letters and templates; then what the sibling
/// features count (rock posts), with the people who follow them and whom they follow. Each group
/// is shown only when it is not all zero.
struct ProfileCounts {
    var letters = 0, templates = 0, likesReceived = 0
    var social: [(name: String, count: Int)] = []

    init(_ account: AccountIdentity, in snapshot: ReadSnapshot, siblings: [SiblingFeature]) throws {
        (letters, templates, likesReceived) = try snapshot.letterCounts(of: account)
        let (followers, following) = try snapshot.personFollowCounts(of: account)
        social = try siblings.flatMap { try $0.profileCounts(account, snapshot) }
            + [(name: "followers", count: followers), (name: "following", count: following)]
    }

    /// " — letters sent: 2 — templates written: 1 — likes received: 4 — rock posts: 3 — followers: 1 — following: 2",
    /// or "" for someone who did none of it.
    var text: String {
        var parts: [String] = []
        if letters + templates > 0 {
            parts.append("letters sent: \(letters) — templates written: \(templates) — likes received: \(likesReceived)")
        }
        if social.contains(where: { $0.count > 0 }) {
            parts.append(social.map { "\($0.name): \($0.count)" }.joined(separator: " — "))
        }
        return parts.map { " — " + $0 }.joined()
    }
}
