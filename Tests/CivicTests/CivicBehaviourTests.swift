import Chat
import Civic
import Foundation
import Import
import Storage
import Testing

/// What the scripts can't show: the database after a command, and privacy across every reply.
@Suite("Civic commands and the database")
struct CivicBehaviourTests {
    @Test(arguments: DatabaseKind.allCases)
    func forgetMeDeletesTheRowsOnlyAfterYes(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        _ = await harness.say("zip 10001", as: "alice")
        _ = await harness.say("bio hi", as: "alice")
        _ = await harness.say("zip 82001", as: "bob")
        _ = await harness.say("forget me", as: "alice")
        _ = await harness.say("forget me", as: "alice")  // not a confirmation
        #expect(try await harness.database.reading { try $0.profile(of: harness.account("alice")) }?.zip == "10001")
        _ = await harness.say("forget me", as: "alice")
        let done = await harness.say("YES", as: "alice")
        #expect(done.map(\.text) == ["Done: everything I stored about you is deleted."])
        #expect(try await harness.database.reading { try $0.export(harness.account("alice")) } == nil)
        #expect(try await harness.database.reading { try $0.profile(of: harness.account("bob")) }?.zip == "82001")
    }

    @Test(arguments: DatabaseKind.allCases)
    func exportMeListsEveryStoredFieldPrivately(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        _ = await harness.say("zip 30165", as: "carol")
        _ = await harness.say("district al-03", as: "carol")
        _ = await harness.say("party Green", as: "carol")
        _ = await harness.say("private on", as: "carol")
        let replies = await harness.say("!export me", as: "carol", in: .channel("#civics"))
        #expect(replies.first?.destination == .channel("#civics"))
        #expect(replies.first?.text.contains("30165") == false)
        let dm = replies.dropFirst().filter { $0.destination == .direct(nick: "carol") }.map(\.text)
        #expect(dm.contains("ZIP: 30165"))
        #expect(dm.contains("district: AL-03"))
        #expect(dm.contains("party: Green"))
        #expect(dm.contains("private: on"))
        #expect(dm.contains("bio: not set"))
    }

    @Test(arguments: DatabaseKind.allCases)
    func aZipNeverAppearsInAChannelReply(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        _ = await harness.say("zip 94110", as: "alice")
        var channelTexts: [String] = []
        for command in ["!reps", "!profile", "!profile alice", "!export me", "!forget me", "!zip 94110", "!district CA-11"] {
            let replies = await harness.say(command, as: "alice", in: .channel("#civics"))
            channelTexts += replies.filter { $0.destination == .channel("#civics") }.map(\.text)
        }
        #expect(!channelTexts.isEmpty)
        #expect(channelTexts.allSatisfy { !$0.contains("94110") && !$0.contains("CA-11") }, "\(channelTexts)")
    }

    @Test(arguments: DatabaseKind.allCases)
    func unknownZipStoresNothing(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        let replies = await harness.say("zip 00000", as: "dave")
        #expect(replies.map(\.text) == [
            "This demo knows only the ZIPs 05401, 10001, 30165, 82001 and 94110, not 00000: try zip 94110. "
                + "The operator loads every ZIP with: townhall sync",
        ])
        #expect(try await harness.database.reading { try $0.export(harness.account("dave")) } == nil)
    }

    /// Without the demo's election, the ZIP table is imported data, not the demo's few ZIPs.
    @Test(arguments: DatabaseKind.allCases)
    func unknownZipOfImportedDataMayNotExist(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, seedDemo: false)
        try await DemoData.seed(try #require(DemoData.steps(named: ["members", "zips"])), into: harness.database)
        let replies = await harness.say("zip 00000", as: "dave")
        #expect(replies.map(\.text) == [
            "I don't know ZIP 00000: it may not exist, or be a PO-box-only ZIP. Try the ZIP of your street address.",
        ])
    }

    @Test(arguments: DatabaseKind.allCases)
    func zipWithoutImportedDataSaysWhatTheOperatorMustDo(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, seedDemo: false)
        let replies = await harness.say("zip 94110", as: "dave")
        #expect(replies.map(\.text) == ["I have no ZIP data yet; the operator needs to run: townhall import districts FILE"])
    }

    @Test(arguments: DatabaseKind.allCases, [
        ("bio \u{202E}evil\u{202C} text", "evil text"),
        ("bio   many    spaces  ", "many spaces"),
        ("bio family 👩‍👩‍👧 emoji", "family 👩‍👩‍👧 emoji"),
        ("bio tab\there", "tab here"),
    ])
    func bioIsCleanedBeforeItIsStored(kind: DatabaseKind, _ example: (String, String)) async throws {
        let (input, stored) = example
        let harness = try await CivicHarness(kind)
        let replies = await harness.say(input, as: "erin")
        #expect(replies.map(\.text) == ["Saved your bio."])
        #expect(try await harness.database.reading { try $0.profile(of: harness.account("erin")) }?.bio == stored)
    }

    @Test(arguments: DatabaseKind.allCases)
    func emojiCountAsOneCharacterTowardsTheLimit(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        let bio = String(repeating: "👩‍👩‍👧", count: 200)
        #expect(await harness.say("bio " + bio, as: "erin").map(\.text) == ["Saved your bio."])
        let tooLong = await harness.say("bio " + bio + "!", as: "erin")
        #expect(tooLong.first?.text.hasPrefix("Your bio has 201 characters") == true)
        #expect(try await harness.database.reading { try $0.profile(of: harness.account("erin")) }?.bio == bio)
    }

    /// On IRC a nick is not an account: `profile <nick>` asks the transport's directory.
    struct FixedDirectory: DirectoryLookup {
        let accounts: [String: String]
        func account(forNick nick: String, network: String) async -> String? { accounts[nick] }
    }

    @Test(arguments: DatabaseKind.allCases)
    func profileOfAnotherNickUsesTheDirectory(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, directory: FixedDirectory(accounts: ["al": "alice"]))
        _ = await harness.say("party Green", as: "alice", nick: "al")
        let byNick = await harness.say("!profile al", as: "bob", in: .channel("#civics"))
        #expect(byNick.map(\.text) == ["bob: al: bio: (none) — party: Green"])
        let unknown = await harness.say("!profile alice", as: "bob", in: .channel("#civics"))
        #expect(unknown.map(\.text) == ["bob: I can't see a services account for alice; they need to be logged in."])
        let own = await harness.say("profile al", as: "alice", nick: "al")
        #expect(own.map(\.text) == ["Your profile: bio: (none) — party: Green — ZIP: not set — district: not set — public"])
    }

    /// `follow @nick` follows an account: the one logged in as that nick now, or, offline, an
    /// account Townhall has seen; a name it has never seen is refused rather than followed.
    @Test(arguments: DatabaseKind.allCases)
    func followingAPersonNeedsAnAccountTownhallKnows(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, directory: FixedDirectory(accounts: ["al": "alice"]))
        _ = await harness.say("party Green", as: "dave")
        #expect(await harness.say("follow @al", as: "bob").first?.text.hasPrefix("You now follow alice") == true)
        #expect(await harness.say("follow @dave", as: "bob").first?.text.hasPrefix("You now follow dave") == true)
        #expect(await harness.say("follow @nobody", as: "bob").map(\.text)
            == ["I have not seen anyone called nobody use Townhall here. Check the spelling, or type follow @nobody again while they are online."])
        let followed = try await harness.database.reading { try $0.followedPeople(by: harness.account("bob")) }
        #expect(followed.sorted() == ["alice", "dave"])
    }
}
