import Chat
import Testing

@Suite("Prefix and addressing")
struct AddressingTests {
    @Test("channel messages need the prefix or the bot's nick", arguments: [
        ("!ping", true), ("townhall: ping", true), ("townhall, ping", true), ("TownHall: ping", true),
        ("townhall: !ping", true), ("ping", false), ("hello townhall", false), ("townhall ping", false),
        ("!", false), ("!!!", false), ("! ping", false), ("townhall:", false), ("townhallx: ping", false),
    ])
    func channel(text: String, answered: Bool) async {
        let replies = await Conversation().say(text, in: .channel("#civics"))
        #expect(replies == (answered ? [ChatReply(destination: .channel("#civics"), text: "pong", addressee: "alice")] : []))
    }

    @Test("in a DM the prefix and the address are optional", arguments: ["ping", "!ping", "townhall: ping", "  PING  "])
    func direct(text: String) async {
        #expect(await Conversation().say(text) == [ChatReply(destination: .direct(nick: "alice"), text: "pong")])
    }

    @Test("the prefix is configurable")
    func customPrefix() async {
        let chat = Conversation(configuration: ChatConfiguration(prefix: "."))
        #expect(await chat.texts(".ping", in: .channel("#c")) == ["alice: pong"])
        #expect(await chat.texts("!ping", in: .channel("#c")) == [])
    }

    @Test("the nick is folded with the configured casemapping")
    func casemapping() async {
        // rfc1459 treats [ and { as the same letter.
        let fold: @Sendable (String) -> String = { $0.lowercased().replacingOccurrences(of: "[", with: "{") }
        var chat = Conversation(configuration: ChatConfiguration(foldCase: fold))
        chat.botNick = "town{hall}"
        #expect(await chat.texts("TOWN[hall}: ping", in: .channel("#c")) == ["alice: pong"])
    }

    @Test("unknown commands get a pointer to help; chatter gets nothing")
    func unknown() async {
        let chat = Conversation()
        #expect(await chat.texts("!frobnicate", in: .channel("#c")) == ["alice: Unknown command — try !help"])
        #expect(await chat.texts("frobnicate") == ["Unknown command — try help"])
        #expect(await chat.texts("frobnicate the thing", in: .channel("#c")) == [])
    }

    @Test("wrong arguments get the usage, with the reason when there is one")
    func usage() async {
        let chat = Conversation()
        #expect(await chat.texts("!echo", in: .channel("#c")) == ["alice: Usage: !echo <text>"])
        #expect(await chat.texts("zip 123") == ["ZIP codes have 5 digits — usage: zip <code>"])
    }

    @Test("the longest multi-word name wins, case-insensitively")
    func multiWord() async {
        let chat = Conversation()
        #expect(await chat.texts("FORGET ME") == ["Really forget everything about you? Answer yes or no."])
        #expect(await chat.texts("forget my keys", as: "bob") == ["forgot my keys"])
    }

    @Test("reply text with newlines becomes several lines; control characters are neutralised")
    func sanitising() async {
        let chat = Conversation()
        #expect(await chat.texts("echo a\u{0}b\u{7}c") == ["a b c"])
        #expect(await chat.texts("echo \u{2}bold\u{2} \u{3}04,12red\u{3} x") == ["bold red x"])
        let multi = ClosureCommand(CommandSpec(name: "two", summary: "Two lines.")) { $0.reply("one\ntwo\r\n\nthree\u{1b}[31m") }
        let lines = await Conversation(commands: [multi]).texts("!two", in: .channel("#c"))
        #expect(lines == ["alice: one", "alice: two", "alice: three [31m"])
    }

    @Test("the bot's own styling survives in replies; user formatting is still dropped on the way in")
    func botFormattingSurvives() async {
        let styled = ClosureCommand(CommandSpec(name: "styled", summary: "Styled.")) {
            $0.reply("\(.bold("bold")) \(.colored("green", .passed)) \($0.arguments)\u{0}end")
        }
        let replies = await Conversation(commands: [styled]).say("styled \u{2}x\u{3}04y")
        #expect(replies.map(\.content) == [StyledText(runs: [
            .init(text: "bold", isBold: true), .init(text: " "), .init(text: "green", color: .passed), .init(text: " xy end"),
        ])])
    }

    @Test("IRC codes written into a reply as characters are neutralised like any control character")
    func writtenCodesAreNeutralised() async {
        let raw = ClosureCommand(CommandSpec(name: "raw", summary: "Raw codes.")) {
            $0.reply("\u{2}bold\u{2} \u{3}03green\u{3} \u{1d}it\u{f}")
        }
        let replies = await Conversation(commands: [raw]).say("raw")
        #expect(replies.map(\.content) == [StyledText(" bold   03green   it")])
    }

    @Test("unicode and very long input are handled")
    func longAndUnicode() async {
        let chat = Conversation()
        #expect(await chat.texts("echo 🗳️ café 投票") == ["🗳️ café 投票"])
        let long = await chat.texts("echo " + String(repeating: "x", count: 5000))
        #expect(long == ["That message is too long (at most 1000 characters)."])
    }

    @Test("a command that fails sends nothing half-done")
    func failures() async {
        let chat = Conversation()
        #expect(await chat.texts("boom") == ["Sorry, something went wrong; the error was logged."])
        #expect(await chat.texts("refuse") == ["No member named Smithx."])
    }

    @Test("an unexpected error the configuration words gets those words, in the channel addressed as usual")
    func wordedFailure() async {
        let configuration = ChatConfiguration(failureReply: { $0 is TestCommands.Boom ? "The disk is full; nothing was saved." : nil })
        let chat = Conversation(configuration: configuration)
        #expect(await chat.texts("!boom", in: .channel("#c")) == ["alice: The disk is full; nothing was saved."])
        #expect(await chat.texts("boom") == ["The disk is full; nothing was saved."])
    }

    @Test("a command can DM someone else")
    func notify() async {
        let replies = await Conversation().say("!notify bob hello there", in: .channel("#c"))
        #expect(replies == [ChatReply(destination: .direct(nick: "bob"), text: "hello there"),
                            ChatReply(destination: .channel("#c"), text: "sent", addressee: "alice")])
    }
}
