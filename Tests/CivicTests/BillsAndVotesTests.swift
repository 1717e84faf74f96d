import Chat
import Civic
import Foundation
import Import
import IRCTransport
import Storage
import Testing

/// Bills and roll calls through the real core on the demo's excerpts (Sources/Import/Demo): ids,
/// close matches, formatting on and off, privacy, and text from people neutralised in replies.
@Suite("Bills and votes commands")
struct BillsAndVotesTests {
    /// The demo dataset: its members and its vote and bill excerpts.
    static func harness(_ kind: DatabaseKind, formatting: ReplyFormatting = ReplyFormatting()) async throws -> CivicHarness {
        try await CivicHarness(kind, formatting: formatting)
    }

    @Test("bill ids people type", arguments: [
        ("hr5376-117", "hr5376-117"), ("HR5376-117", "hr5376-117"), ("h.r.5376-117", "hr5376-117"),
        ("sjres12-118", "sjres12-118"), ("s35-117", "s35-117"), ("hconres14-119", "hconres14-119"),
    ])
    func billIDs(typed: String, key: String) {
        #expect(BillID(typed)?.key == key)
    }

    @Test("not bill ids", arguments: ["hr5376", "hr-117", "xx5376-117", "hr0-117", "hr5376-0", "5376-117", "hr5376-117-1", ""])
    func notBillIDs(typed: String) {
        #expect(BillID(typed) == nil)
    }

    @Test("roll-call ids people type", arguments: [
        ("s325-2022", "s325-2022"), ("S325-2022", "s325-2022"), ("s325-117.2022", "s325-2022"), ("h2-2025", "h2-2025"),
    ])
    func rollCallIDs(typed: String, chatForm: String) {
        #expect(RollCallReference(typed)?.chatForm == chatForm)
    }

    @Test("not roll-call ids", arguments: ["s325", "325-2022", "x325-2022", "s325-22", "s-2022", "s325-2022x"])
    func notRollCallIDs(typed: String) {
        #expect(RollCallReference(typed) == nil)
    }

    @Test("an unknown id gets close matches; a malformed one the usage", arguments: DatabaseKind.allCases, [
        ("vote s326-2022", "No roll call s326-2022 in my data. Close: s325-2022."),
        ("vote s325-2023", "No roll call s325-2023 in my data. Close: s325-2022."),
        ("vote h1-1990", "No roll call h1-1990 in my data. Find votes with bill <bill> or votes <member>."),
        ("vote 325", "\"325\" is not a roll call; they look like s325-2022 (chamber, number, year) — usage: vote <roll call, e.g. s325-2022>"),
        ("bill hr5377-117", "No bill hr5377-117 in my data. Close: hr5376-117."),
        ("bill s35-118", "No bill s35-118 in my data. Close: s35-117."),
        ("bill hr5376", "No bill hr5376-119 in my data (a bill typed without its Congress is the current, 119th). Close: hr5376-117."),
        ("bill hr5376-x", "\"hr5376-x\" is not a bill; they look like hr5376-117 (type, number, Congress) or HR 5376 "
            + "(the current Congress's) — usage: bill <bill, e.g. hr5376-117>"),
        ("follow hr5377-117", "No bill hr5377-117 in my data. Close: hr5376-117."),
        ("comment hr9-117 hi", "No bill hr9-117 in my data. Close: hr1-117."),
    ])
    func badIDs(kind: DatabaseKind, _ example: (String, String)) async throws {
        let (command, reply) = example
        let harness = try await Self.harness(kind)
        #expect(await harness.say(command, as: "alice").map(\.text) == [reply])
    }

    /// What the IRC transport sends for these replies with `formatting: {style: …}`.
    static func wire(_ replies: [ChatReply], style: IRCTextRenderer.Style = .irc) -> [String] {
        replies.map { IRCTextRenderer(style: style).render($0.content) }
    }

    @Test(arguments: DatabaseKind.allCases)
    func ircFormattingColoursResultsAndSurvivesTheCore(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind, formatting: ReplyFormatting(bars: .ascii))
        let failed = Self.wire(await harness.say("vote s527-2025", as: "alice"))
        #expect(failed.contains("Result: \u{02}\u{03}04Bill Defeated (47-45, 3/5 majority required)\u{03}\u{02} — required: 3/5 (three fifths)"))
        #expect(failed.contains { $0.hasPrefix("Yea 47 ##########.......... 45 Nay") })
        let passed = Self.wire(await harness.say("vote s325-2022", as: "alice"))
        #expect(passed.contains { $0.hasPrefix("Result: \u{02}\u{03}03Bill Passed") })
    }

    @Test(arguments: DatabaseKind.allCases)
    func plainFormattingHasNoControlCharacters(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind, formatting: ReplyFormatting(bars: .unicode))
        var texts: [String] = []
        for command in ["vote s527-2025", "vote s325-2022", "bill hr5376-117", "votes Padilla", "howvoted Pelosi hr5376-117"] {
            let replies = await harness.say(command, as: "alice")
            #expect(Self.wire(replies, style: .plain) == replies.map(\.text))
            texts += replies.map(\.text)
        }
        #expect(texts.count > 10)
        #expect(texts.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value >= 0x20 } })
        #expect(texts.contains { $0.hasPrefix("Yea 47 ██████████▎░░░░░░░░░ 45 Nay") })
    }

    @Test(arguments: DatabaseKind.allCases)
    func storedTextWithControlCharactersIsNeutralisedUnderABill(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        let id = try #require(BillID("hr5376-117"))
        _ = try await harness.database.commentOnBill(id, text: "\u{03}04red\u{02} and\nnewline", by: harness.account("mallory"),
                                                     at: harness.clock.now())
        let lines = Self.wire(await harness.say("bill hr5376-117", as: "alice"))
        let comment = try #require(lines.first { $0.hasPrefix("hr5376-117/") })
        #expect(comment == "hr5376-117/1 mallory, just now:  04red  and newline")
        #expect(lines.first?.hasPrefix("\u{02}hr5376-117\u{02}") == true)
    }

    @Test(arguments: DatabaseKind.allCases)
    func typedFormattingNeverReachesAComment(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        _ = await harness.say("comment hr1-117 \u{02}loud\u{02} \u{03}04red", as: "alice")
        let comments = try await harness.database.reading { try $0.comments(under: .bill(#require(BillID("hr1-117"))), in: .bill) }
        #expect(comments.map(\.text) == ["loud red"])
    }

    @Test(arguments: DatabaseKind.allCases)
    func ownMembersNeverAppearInAChannel(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        _ = await harness.say("zip 94110", as: "alice")
        let replies = await harness.say("!vote s325-2022", as: "alice", in: .channel("#civics"))
        let channel = replies.filter { $0.destination == .channel("#civics") }.map(\.text)
        let direct = replies.filter { $0.destination == .direct(nick: "alice") }.map(\.text)
        #expect(channel.count == 3)
        #expect(channel.allSatisfy { !$0.contains("CA") && !$0.contains("Padilla") })
        #expect(direct == ["Senators from CA on s325-2022: Sen. Alex Padilla (D-CA) Yea · Sen. Adam B. Schiff (D-CA) not in office then"])
    }

    @Test(arguments: DatabaseKind.allCases)
    func followAndCommentCommitBeforeTheyAnswer(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        let id = try #require(BillID("hr5376-117"))
        let followed = await harness.say("follow hr5376-117", as: "alice").map(\.text)
        #expect(followed.first?.hasPrefix("You now follow hr5376-117") == true)
        #expect(try await harness.database.reading { try $0.followedBills(by: harness.account("alice")) }.map(\.id) == [id])
        _ = await harness.say("comment HR5376-117 It lowered my insulin bill.", as: "alice")
        #expect(try await harness.database.reading { try $0.comments(under: .bill(id), in: .bill) }.map(\.text) == ["It lowered my insulin bill."])
        _ = await harness.say("unfollow hr5376-117", as: "alice")
        #expect(try await harness.database.reading { try $0.followedBills(by: harness.account("alice")) }.isEmpty)
    }
}
