import Chat
import Civic
import Foundation
import Storage
import Testing

@Suite("Letter drafts across a restart")
struct LetterDraftRestartTests {
    /// The bot stops in the middle of a draft (its dialogue lived in memory): a new core on the
    /// same database resumes the draft at the step that was stored, with what was typed.
    @Test(arguments: DatabaseKind.allCases)
    func aDraftResumesWhereItStoodWithANewCore(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind)
        _ = await harness.say("zip 94110", as: "maria")
        _ = await harness.say("draft", as: "maria")
        _ = await harness.say("3", as: "maria")
        _ = await harness.say("Dear {member}, fund the Mission library.", as: "maria")
        _ = await harness.say("done", as: "maria")
        // stopped here: the signature question was asked and never answered
        let restarted = ChatCore(commands: CivicCommands.all(database: harness.database), clock: harness.clock)
        func say(_ text: String) async -> [String] {
            harness.clock.advance(by: 5)
            return await restarted.handle(ChatEvent(network: CivicHarness.network, sender: ChatSender(nick: "maria", account: "maria"),
                                                    place: .direct, text: text)).map(\.text)
        }
        #expect(await say("María") == ["Unknown command — try help"])  // the old question is gone with the old bot
        #expect(await say("drafts").dropFirst().first?.hasPrefix("L1 draft (signature), to Rep. Nancy Pelosi (D-CA-11)") == true)
        #expect(await say("draft L1") == ["What name should I sign your letters with? (asked once; kept for your next letters)"])
        let preview = await say("María Pérez")
        #expect(preview.contains("Dear Representative Nancy Pelosi, fund the Mission library."))
        #expect(await say("send").first == "Sent L1. Type letter L1 to see how each delivery stands.")
        let letter = try await harness.database.reading { try $0.letter(1) }
        #expect(letter?.recipients.map(\.status) == [.yourTurn])
    }
}
