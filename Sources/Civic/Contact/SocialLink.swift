import Storage

/// An official's social account as people can follow it: the service's name and, when the official
/// handle has a shape we know, the address of the account's page.
struct SocialLink: Hashable {
    let service: String
    /// The page's address; nil when the handle is shown as written.
    let address: String?
    let handle: String

    /// The accounts in a fixed order of services, one link each. A service's numeric id
    /// (`twitter_id`, `instagram_id`) only stands in when there is no handle, and YouTube prefers
    /// its channel id (the address that never changes). Services we don't know are shown as text.
    static func links(for accounts: [SocialAccount]) -> [SocialLink] {
        var handles: [String: String] = [:]
        for account in accounts { handles[account.service] = account.handle }
        return links(handles: handles)
    }

    /// The links of accounts given as service → handle (a member's file keys, or an Open States
    /// person's `ids`, which use the same service names).
    static func links(handles: [String: String]) -> [SocialLink] {
        var links: [SocialLink] = []
        if let twitter = handles["twitter"] {
            links.append(page("X", "https://x.com/", twitter))
        } else if let id = handles["twitter_id"] {
            links.append(page("X", "https://x.com/i/user/", id))
        }
        if let facebook = handles["facebook"] { links.append(page("Facebook", "https://www.facebook.com/", facebook)) }
        if let channel = handles["youtube_id"] {
            links.append(page("YouTube", "https://www.youtube.com/channel/", channel))
        } else if let youtube = handles["youtube"] {
            links.append(youTube(youtube))
        }
        if let instagram = handles["instagram"] { links.append(page("Instagram", "https://www.instagram.com/", instagram)) }
        if let mastodon = handles["mastodon"] { links.append(self.mastodon(mastodon)) }
        let known: Set<String> = ["twitter", "facebook", "youtube", "instagram", "mastodon"]
        for (service, handle) in handles.sorted(by: { $0.key < $1.key })
        where !known.contains(service) && !service.hasSuffix("_id") {
            links.append(SocialLink(service: service, address: nil, handle: handle))
        }
        return links
    }

    /// `base` + `handle` when the handle is a plain name (letters, digits, `.`, `_`, `-`), so a
    /// file's typo can't make a link to somewhere else; otherwise the handle as text.
    private static func page(_ service: String, _ base: String, _ handle: String) -> SocialLink {
        SocialLink(service: service, address: isPlainName(handle) ? base + handle : nil, handle: handle)
    }

    /// The file gives a legacy user name, an `@handle`, or sometimes a channel id.
    private static func youTube(_ handle: String) -> SocialLink {
        if handle.hasPrefix("@") { return page("YouTube", "https://www.youtube.com/@", String(handle.dropFirst())) }
        if handle.hasPrefix("UC"), handle.count == 24 { return page("YouTube", "https://www.youtube.com/channel/", handle) }
        return page("YouTube", "https://www.youtube.com/user/", handle)
    }

    /// "@user@server" → https://server/@user.
    private static func mastodon(_ handle: String) -> SocialLink {
        let parts = handle.split(separator: "@", omittingEmptySubsequences: true)
        guard handle.hasPrefix("@"), parts.count == 2, parts.allSatisfy({ isPlainName(String($0)) }) else {
            return SocialLink(service: "Mastodon", address: nil, handle: handle)
        }
        return SocialLink(service: "Mastodon", address: "https://\(parts[1].lowercased())/@\(parts[0])", handle: handle)
    }

    private static func isPlainName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
    }
}
