import DatabaseTestSupport
import IRCClient
import IRCTestNetwork
import IRCWire
import Testing
@testable import LiveScripts

/// Likes by reaction on a real InspIRCd network, which passes client tags on (`ircv3_ctctags`)
/// and stamps each message with a `msgid` (`ircv3_msgid`): a `+draft/react` TAGMSG whose
/// `+draft/reply` names a bot message showing one item runs the like as the person who reacted.
@Suite("Reactions as likes on a real IRC network", .serialized)
struct IRCReactionLiveTests {
    static let network = TestNetwork(
        name: "reactions", basePort: 9_667,
        accounts: ["bot": "botpass123", "alice": "alicepass123", "bob": "bobpass123"])

    /// A counted reaction is silent, so each check waits for a refusal that only the outcome
    /// looked for sends: a second like of Q1 is refused exactly when the first one counted.
    @Test("a +draft/react like on the bot's message upvotes its question; a refused one is answered privately",
          arguments: DatabaseKind.allCases)
    func reactionUpvotes(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let people = People(info: info, accounts: Self.network.accounts)
        defer { people.stopAll() }
        let bot = try await RunningBot.start(on: info, database: kind)
        do {
            let alice = try await people.start("alice", channels: ["#civics"])
            let bob = try await people.start("bob", channels: ["#civics"])
            try await alice.waitForBot()
            await bob.speaker.say("!ask Pelosi Will you hold a town hall in the Mission?", in: .channel("#civics"))
            try await alice.speaker.inbox.wait(for: "bob's Q1 with its msgid", timeout: TestNetwork.patience) { state in
                state.lines.indices.contains { state.lines[$0].text.contains("Asked Q1") && state.messageIDs[$0] != nil }
            }
            let state = await alice.speaker.inbox.state
            let asked = try #require(state.lines.indices.first { state.lines[$0].text.contains("Asked Q1") })
            let messageID = try #require(state.messageIDs[asked])
            func react(_ person: Person, _ key: String) async {
                await person.speaker.client.send(IRCMessage(
                    tags: [IRCTag(key: "+draft/reply", value: messageID), IRCTag(key: "+draft/react", value: key)],
                    command: "TAGMSG", parameters: ["#civics"]))
            }
            await react(alice, "🎉")
            await react(alice, "👍")
            await react(alice, "⬆️")
            try await alice.waitForDM(containing: "already upvoted Q1")
            #expect(await alice.dms(containing: "Q1") == 1)
            await react(bob, "👍")
            try await bob.waitForDM(containing: "Q1 is your own question; upvote someone else's (type questions).")
            // nothing was said in the channel about any reaction: a ping's pong comes after all of it
            try await alice.ask("ping", expecting: "pong")
            #expect(await alice.speaker.inbox.state.lines.filter { $0.destination == .channel("#civics") }.count == 1)
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()
    }
}
