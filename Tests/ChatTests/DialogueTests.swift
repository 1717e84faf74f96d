import Chat
import Testing

@Suite("Dialogues")
struct DialogueTests {
    @Test("the next DM answers the question")
    func answered() async {
        let chat = Conversation()
        #expect(await chat.texts("forget me") == ["Really forget everything about you? Answer yes or no."])
        #expect(await chat.texts("yes") == ["Done: everything about you is forgotten."])
        // The dialogue is over: "yes" is no command.
        #expect(await chat.texts("yes") == ["Unknown command — try help"])
    }

    @Test("a question asked from a channel goes to a DM")
    func fromChannel() async {
        let replies = await Conversation().say("!forget me", in: .channel("#c"))
        #expect(replies == [ChatReply(destination: .direct(nick: "alice"), text: "Really forget everything about you? Answer yes or no.")])
    }

    @Test("a wrong answer asks again, with the reason")
    func askAgain() async {
        let chat = Conversation()
        _ = await chat.say("forget me")
        #expect(await chat.texts("maybe") == ["Please answer yes or no.", "Really forget everything about you? Answer yes or no."])
        #expect(await chat.texts("no") == ["Nothing was changed."])
    }

    @Test("cancel ends it; a second cancel has nothing to end")
    func cancel() async {
        let chat = Conversation()
        _ = await chat.say("forget me")
        #expect(await chat.texts("cancel") == ["Cancelled forget me; nothing was changed."])
        #expect(await chat.texts("yes") == ["Unknown command — try help"])
        #expect(await chat.texts("cancel") == ["Nothing to cancel."])
    }

    @Test("after the timeout the answer does nothing")
    func timeout() async {
        let chat = Conversation(configuration: ChatConfiguration(dialogueTimeout: 300))
        _ = await chat.say("forget me")
        chat.clock.advance(by: 301)
        #expect(await chat.texts("yes") == ["That question (forget me) timed out; nothing was done."])
        #expect(await chat.texts("yes") == ["Unknown command — try help"])
    }

    /// Before, a question nobody answered stayed in memory until its asker spoke again (with
    /// free accounts, without bound): `dialogueCounts.waiting` stayed at 40 forever.
    @Test("questions left unanswered are swept after their timeout and counted")
    func abandonedAreSwept() async {
        let chat = Conversation(configuration: ChatConfiguration(dialogueTimeout: 300))
        for index in 0..<40 { _ = await chat.say("forget me", as: "walker\(index)") }
        #expect(await chat.core.dialogueCounts == (40, 0))
        chat.clock.advance(by: 299)
        await chat.core.tick()
        #expect(await chat.core.dialogueCounts == (40, 0))  // not yet: they may still answer
        chat.clock.advance(by: 61)  // past the timeout, and a sweep interval after the last sweep
        await chat.core.tick()
        #expect(await chat.core.dialogueCounts == (0, 40))
        // an answer soon after still hears what happened, and nothing is done
        #expect(await chat.texts("yes", as: "walker1") == ["That question (forget me) timed out; nothing was done."])
        #expect(await chat.texts("yes", as: "walker1") == ["Unknown command — try help"])
        // once another timeout has passed, even that note is gone
        chat.clock.advance(by: 300)
        await chat.core.tick()
        #expect(await chat.texts("yes", as: "walker2") == ["Unknown command — try help"])
        // a new question from someone swept is a fresh one
        _ = await chat.say("forget me", as: "walker3")
        #expect(await chat.texts("yes", as: "walker3") == ["Done: everything about you is forgotten."])
        #expect(await chat.core.dialogueCounts == (0, 40))
    }

    @Test("after the timeout a real command still works")
    func timeoutThenCommand() async {
        let chat = Conversation(configuration: ChatConfiguration(dialogueTimeout: 300))
        _ = await chat.say("forget me")
        chat.clock.advance(by: 301)
        #expect(await chat.texts("ping") == ["pong"])
    }

    @Test("a dialogue belongs to its account: others and channel talk are not captured")
    func scoped() async {
        let chat = Conversation()
        _ = await chat.say("forget me")
        #expect(await chat.texts("yes", as: "bob") == ["Unknown command — try help"])
        #expect(await chat.texts("!ping", in: .channel("#c")) == ["alice: pong"])
        #expect(await chat.texts("yes", as: "alice2", account: "alice") == ["Done: everything about you is forgotten."])
    }
}
