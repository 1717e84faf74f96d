@testable import Civic
import Storage
import Testing

/// How `contact` turns the official file's social media handles into addresses people can open.
@Suite("Social media links")
struct SocialLinkTests {
    static func accounts(_ handles: [String: String]) -> [SocialAccount] {
        handles.map { SocialAccount(memberID: "X000001", service: $0.key, handle: $0.value) }
    }

    @Test("each handle shape the file uses gets its service's address", arguments: [
        (["twitter": "SenSanders", "twitter_id": "29442313"], "X", "https://x.com/SenSanders"),
        (["twitter_id": "29442313"], "X", "https://x.com/i/user/29442313"),
        (["youtube": "senatorsanders", "youtube_id": "UCD_DaKNac0Ta-2PeHuoQ1uA"], "YouTube",
         "https://www.youtube.com/channel/UCD_DaKNac0Ta-2PeHuoQ1uA"),
        (["youtube": "adamschiff"], "YouTube", "https://www.youtube.com/user/adamschiff"),
        (["youtube": "@rephageman"], "YouTube", "https://www.youtube.com/@rephageman"),
        (["youtube": "UCbrYQF8n5ftTPqn8ZNo5vYw"], "YouTube", "https://www.youtube.com/channel/UCbrYQF8n5ftTPqn8ZNo5vYw"),
        (["mastodon": "@CongresswomanNorton@Mastodon.social"], "Mastodon", "https://mastodon.social/@CongresswomanNorton"),
        (["facebook": "senatorsanders"], "Facebook", "https://www.facebook.com/senatorsanders"),
        (["instagram": "sentoddyoung", "instagram_id": "1582702853"], "Instagram", "https://www.instagram.com/sentoddyoung"),
    ])
    func addresses(handles: [String: String], service: String, address: String) {
        let links = SocialLink.links(for: Self.accounts(handles))
        #expect(links.map(\.service) == [service])
        #expect(links.first?.address == address)
    }

    @Test("a handle that is not a plain name is shown as written, never made into a link", arguments: [
        ["twitter": "evil.example/x?y"], ["mastodon": "repthompson@mastodon.social"], ["facebook": "a b"],
    ])
    func oddHandlesStayText(handles: [String: String]) {
        let links = SocialLink.links(for: Self.accounts(handles))
        #expect(links.count == 1)
        #expect(links.first?.address == nil)
        #expect(links.first?.handle == handles.values.first)
    }

    @Test func servicesComeInAFixedOrderAndUnknownOnesAsText() {
        let links = SocialLink.links(for: Self.accounts([
            "bluesky": "sanders.bsky.social", "instagram": "a", "twitter": "b", "facebook": "c", "bluesky_id": "1",
        ]))
        #expect(links.map(\.service) == ["X", "Facebook", "Instagram", "bluesky"])
        #expect(links.last?.address == nil)
    }
}
