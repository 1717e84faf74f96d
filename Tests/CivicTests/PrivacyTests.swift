import Chat
@testable import Civic
import Foundation
import Storage
import Testing

/// `privacy` tells the truth: it said the bot never stores "your messages, or anything you did not
/// set yourself", beside a `forget me` that deletes questions, reports, letters and email. Both now
/// say what is stored from one list (`StoredAboutYou`), so they cannot drift apart.
struct PrivacyTests {
    @Test func privacyAndForgetMeNameTheSameThings() async throws {
        let harness = try await CivicHarness(.sqlite, seedDemo: false)
        let privacy = await harness.say("privacy", as: "alice").map(\.text).joined(separator: "\n")
        try await harness.database.updateProfile(of: harness.account("alice"), at: Date()) { $0.bio = "Teacher" }
        let forget = await harness.say("forget me", as: "alice").map(\.text).joined(separator: "\n")
        #expect(forget.hasPrefix("This deletes everything I store about you ("))
        for part in StoredAboutYou(siblings: []).parts {
            #expect(privacy.contains(part), "privacy does not say it stores \(part)")
            #expect(forget.contains(part), "forget me does not say it deletes \(part)")
        }
        #expect(privacy.contains(StoredAboutYou.keptAfterForgetting) && forget.contains(StoredAboutYou.keptAfterForgetting))
        #expect(!privacy.contains("never store"))
        _ = await harness.say("no", as: "alice")
    }
}
