import Chat
import Civic
import Foundation
import Storage
import Testing

/// `draft` to state officials from the demo's California people files: State Senator Scott
/// Wiener publishes an email address, Governor Gavin Newsom does not.
@Suite("Letters to state officials")
struct StateOfficialLetterTests {
    static let from = "letters@townhall.test"
    static let wiener: OfficialID = "ocd-person/de84277e-1c23-4036-bd64-b27c310a1c0e"

    /// Writes a letter from maria to the official `name` names, up to its preview; the replies
    /// to each step, the preview last.
    func write(to name: String, _ harness: CivicHarness) async -> [[String]] {
        var replies: [[String]] = []
        for line in ["draft", name, "Dear {member}, please keep the 14 Mission running.", "done", "María Pérez"] {
            replies.append(await harness.say(line, as: "maria").map(\.text))
        }
        return replies
    }

    @Test("A letter to a state official with an email is addressed by seat and queued to that address",
          arguments: DatabaseKind.allCases)
    func queuedToTheDataAddress(kind: DatabaseKind) async throws {
        let rules = CivicRules(letters: LetterRules(fromAddress: Self.from))
        let harness = try await CivicHarness(kind, rules: rules)
        let replies = await write(to: "Scott Wiener", harness)
        #expect(replies[1].first?.hasPrefix("L1 goes to State Senator Scott Wiener (") == true, "\(replies[1])")
        #expect(replies[4].contains("Dear State Senator Scott Wiener, please keep the 14 Mission running."), "\(replies[4])")
        let sent = await harness.say("send", as: "maria").map(\.text)
        #expect(sent.contains { $0.hasPrefix("State Senator Scott Wiener (") && $0.hasSuffix(": queued by email to senator.wiener@senate.ca.gov.") },
                "\(sent)")
        let letter = try await harness.database.reading { try $0.letter(1) }
        #expect(letter?.recipients.map(\.official) == [Self.wiener])
        #expect(letter?.recipients.map(\.status) == [.queued])
        let listed = await harness.say("letters", as: "maria").map(\.text)
        #expect(listed.contains { $0.hasPrefix("L1 sent ") && $0.contains(" to State Senator Scott Wiener (") }, "\(listed)")
    }

    @Test("letters.routes keyed by the ocd-person id overrides the address in the data", arguments: DatabaseKind.allCases)
    func routeOverridesTheData(kind: DatabaseKind) async throws {
        let rules = CivicRules(letters: LetterRules(routes: [Self.wiener: "wiener-gateway@example.org"], fromAddress: Self.from))
        let harness = try await CivicHarness(kind, rules: rules)
        _ = await write(to: "Scott Wiener", harness)
        let sent = await harness.say("send", as: "maria").map(\.text)
        #expect(sent.contains { $0.hasSuffix(": queued by email to wiener-gateway@example.org.") }, "\(sent)")
    }

    @Test("A state official with no email: the letter is your turn, with their website in one line", arguments: DatabaseKind.allCases)
    func noEmailIsYourTurn(kind: DatabaseKind) async throws {
        let rules = CivicRules(letters: LetterRules(fromAddress: Self.from))
        let harness = try await CivicHarness(kind, rules: rules)
        let replies = await write(to: "Gavin Newsom", harness)
        #expect(replies[4].contains("Dear Governor Gavin Newsom, please keep the 14 Mission running."), "\(replies[4])")
        let sent = await harness.say("send", as: "maria").map(\.text)
        #expect(sent.contains("Governor Gavin Newsom (D-CA) has no email address I can send to: your turn. Paste this into "
            + "their website, https://www.gov.ca.gov/ (or call 916-445-2841), then type: sent L1"), "\(sent)")
        #expect(try await harness.database.reading { try $0.letter(1) }?.recipients.map(\.status) == [.yourTurn])
    }

    @Test("Without letters.mail a state official's letter is your turn even with an email in the data",
          arguments: DatabaseKind.allCases)
    func noMailNoDelivery(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        _ = await write(to: "Scott Wiener", harness)
        _ = await harness.say("send", as: "maria")
        #expect(try await harness.database.reading { try $0.letter(1) }?.recipients.map(\.status) == [.yourTurn])
    }
}
