import Chat
import Civic
import Foundation
import Storage
import Testing

/// The "mine" views: the asking account's own items, newest first, paged with `more`, in a DM
/// when the list would tie a person to what is shown without their name; refused, with how to log
/// in, to someone without a services account.
@Suite("Mine views")
struct OwnItemsTests {
    @Test("questions mine lists only the asker's, newest first, in a DM, paged with more", arguments: DatabaseKind.allCases)
    func questionsMineIsPagedAndPrivate(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        for number in 1...20 { _ = await harness.say("ask Pelosi Question number \(number) about rent?", as: "alice") }
        _ = await harness.say("ask Pelosi Bob's question about transit?", as: "bob")
        let replies = await harness.say("!questions mine", as: "alice", in: .channel("#civics"))
        #expect(replies.first?.text == "alice: I sent your questions in a private message.")
        #expect(replies.first?.destination == .channel("#civics"))
        let direct = replies.dropFirst()
        #expect(!direct.isEmpty && direct.allSatisfy { $0.destination == .direct(nick: "alice") })
        #expect(direct.first?.text == "Your questions, newest first:")
        #expect(direct.dropFirst().first?.text.hasPrefix("Q20 ▲0 Rep. Nancy Pelosi (D-CA-11): Question number 20") == true)
        #expect(direct.last?.text.hasSuffix("type more)") == true, "\(direct.map(\.text))")
        let rest = await harness.say("more", as: "alice").map(\.text)
        let listed = (direct.map(\.text) + rest).filter { $0.hasPrefix("Q") }
        #expect(listed.count == 20 && listed.last?.hasPrefix("Q1 ") == true, "\(listed)")
        #expect(!listed.contains { $0.contains("Bob's question") })
    }

    @Test("incidents mine is the reporter's own reports, in a DM; none says how to report", arguments: DatabaseKind.allCases)
    func incidentsMine(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        #expect(await harness.say("incidents mine", as: "dave").map(\.text)
            == ["You have filed no reports yet. Report a problem at the polls with: report <kind> <ZIP> <what happened>"])
        _ = await harness.say("report line 94110 Two-hour wait at the library", as: "dave")
        _ = await harness.say("report machine 10001 Scanner jammed", as: "erin")
        _ = await harness.say("report closed 94110 The school is locked", as: "dave")
        let replies = await harness.say("!incidents mine", as: "dave", in: .channel("#vote"))
        #expect(replies.map(\.text).first == "dave: I sent your reports in a private message.")
        let listed = replies.dropFirst().map(\.text)
        #expect(listed.count == 3 && listed[0] == "Your reports, newest first:")
        #expect(listed[1].hasPrefix("R3 polling place closed at 94110") && listed[2].hasPrefix("R1 long line at 94110"))
        #expect(replies.dropFirst().allSatisfy { $0.destination == .direct(nick: "dave") })
    }

    @Test("every mine view refuses someone without a services account with how to log in",
          arguments: ["questions mine", "incidents mine", "templates mine"])
    func mineNeedsAnAccount(command: String) async throws {
        let harness = try await CivicHarness(.sqlite)
        func asGuest(_ text: String) async -> [String] {
            await harness.core.handle(ChatEvent(network: CivicHarness.network, sender: ChatSender(nick: "guest", account: nil),
                                                place: .direct, text: text)).map(\.text)
        }
        // The same words as every command that needs an account (profile's), whatever the network says to type.
        let loginHint = await asGuest("profile")
        #expect(loginHint.count == 1)
        #expect(await asGuest(command) == loginHint)
    }
}
