import Storage

/// What a person did that their profile counts: letters and templates, rock posts, and the
/// people who follow them and whom they follow. Each group is shown only when it is not all zero.
struct ProfileCounts {
    var letters = 0, templates = 0, likesReceived = 0
    var rockPosts = 0, followers = 0, following = 0

    init(_ account: AccountIdentity, in snapshot: ReadSnapshot) throws {
        (letters, templates, likesReceived) = try snapshot.letterCounts(of: account)
        rockPosts = try snapshot.rockPostCount(by: account)
        (followers, following) = try snapshot.personFollowCounts(of: account)
    }

    /// " — letters sent: 2 — templates written: 1 — likes received: 4 — rock posts: 3 — followers: 1 — following: 2",
    /// or "" for someone who did none of it.
    var text: String {
        var parts: [String] = []
        if letters + templates > 0 {
            parts.append("letters sent: \(letters) — templates written: \(templates) — likes received: \(likesReceived)")
        }
        if rockPosts + followers + following > 0 {
            parts.append("rock posts: \(rockPosts) — followers: \(followers) — following: \(following)")
        }
        return parts.map { " — " + $0 }.joined()
    }
}
