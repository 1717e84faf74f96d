@testable import Chat
import Testing

@Suite("help")
struct HelpTests {
    @Test("help in a DM lists what this person can use, by category")
    func overviewDirect() async {
        let lines = await Conversation().texts("help")
        #expect(lines == [
            "General: help, more, cancel, ping, echo, list, forget, notify",
            "Channels: topic",
            "Profiles: zip, forget me",
            "Type help <command> for details.",
        ])
    }

    @Test("admins see their commands too")
    func overviewPrivileged() async {
        #expect(await Conversation().texts("help", as: "root").contains("Admin: shutdown"))
    }

    @Test("help in a channel is one line")
    func overviewChannel() async {
        let lines = await Conversation().texts("!help", in: .channel("#c"))
        #expect(lines == ["alice: Commands: help, more, cancel, ping, echo, zip, topic, list, forget me, forget, notify. "
            + "Details: !help <command>; by category: /msg townhall help"])
    }

    /// With many commands the channel line names the general ones and the other categories, so
    /// it stays one IRC line (a live `!help` was cut in two once letters and rocks were added).
    @Test("help in a channel stays one short line however many commands there are")
    func overviewChannelWithManyCommands() {
        let specs = (0..<80).map { CommandSpec(name: "command\($0)", usage: "x", summary: "x", category: $0 % 2 == 0 ? "Letters" : "Rocks") }
            + [CommandSpec(name: "help", usage: "help", summary: "x")]
        let line = HelpCommand.channelList(specs)
        #expect(line == "help and 80 more in Letters, Rocks")
        #expect(HelpCommand.channelList(Array(specs.suffix(3))) == "command78, command79, help")
    }

    @Test("help <command> explains one, by name or alias", arguments: [
        ("help zip", "Usage: zip <code> — Save a ZIP. (private message only; needs a services account)"),
        ("help forget me", "Usage: forget me — Forget everything. (needs a services account)"),
        ("commands ping", "Usage: ping — Check that the bot is listening (answers pong)."),
        ("help help", "Usage: help [command] — List the commands, or explain one: help zip. (also: commands)"),
        ("help nosuch", "Unknown command — try help"),
    ])
    func details(text: String, expected: String) async {
        #expect(await Conversation().texts(text) == [expected])
    }
}
