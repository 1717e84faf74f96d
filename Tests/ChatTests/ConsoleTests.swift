import Chat
import Synchronization
import Testing

@Suite("Console")
struct ConsoleTests {
    /// Collects what the console prints.
    final class Screen: Sendable {
        private let text = Mutex("")
        var lines: [String] { text.withLock { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } }
        var raw: String { text.withLock { $0 } }
        func write(_ more: String) { text.withLock { $0 += more } }
    }

    func session(_ input: [String], interactive: Bool = false) async -> Screen {
        let screen = Screen()
        let core = ChatCore(commands: TestCommands.all, configuration: ChatConfiguration(conventions: ChatConsole.conventions),
                            clock: ManualClock(), permissions: StaticPermissions(admins: ["root"]))
        let console = ChatConsole(core: core, speaker: "alice", interactive: interactive, write: screen.write)
        let lines = AsyncStream<String> { continuation in
            input.forEach { continuation.yield($0) }
            continuation.finish()
        }
        await console.run(lines: lines)
        return screen
    }

    @Test("piped input reads as a transcript: speakers, places and replies")
    func transcript() async {
        let screen = await session([
            "ping",
            "/join #civics",
            "!ping",
            "hello all",
            "/as guest noaccount",
            "!zip 94110",
            "/dm",
            "zip 94110",
            "/as al account=alice",
            "zip 94110",
            "!notify bob hi",
            "/as root",
            "shutdown",
        ])
        #expect(screen.lines == [
            "Townhall console — speaking as alice, in a DM with the bot. Type /help for console commands, help for the bot's.",
            "[dm] <alice> ping",
            "[dm] <townhall> pong",
            "speaking as alice, in #civics",
            "[#civics] <alice> !ping",
            "[#civics] <townhall> alice: pong",
            "[#civics] <alice> hello all",
            "speaking as guest (no account), in #civics",
            "[#civics] <guest> !zip 94110",
            "[#civics] <townhall> guest: The zip command works only in a private message: /msg townhall zip",
            "speaking as guest (no account), in a DM with the bot",
            "[dm] <guest> zip 94110",
            "[dm] <townhall> You need to be logged in to an account: speak as one with /as NICK [account=NAME].",
            "speaking as al (account alice), in a DM with the bot",
            "[dm] <al> zip 94110",
            "[dm] <townhall> Saved your ZIP 94110 for alice@console.",
            "[dm] <al> !notify bob hi",
            "[dm → bob] <townhall> hi",
            "[dm] <townhall> sent",
            "speaking as root, in a DM with the bot",
            "[dm] <root> shutdown",
            "[dm] <townhall> stopping",
            "",
        ])
    }

    @Test("operator status, services, who, help and quit")
    func metaCommands() async {
        let screen = await session([
            "/join #ops", "!topic x", "/op", "!topic x", "/services off", "/dm", "zip 94110", "/who",
            "/as", "/frob", "/help", "/quit", "ping",
        ])
        let lines = screen.lines
        #expect(lines.contains("[#ops] <townhall> alice: Only operators of #ops or Townhall admins can use topic: ask one of them to run it."))
        #expect(lines.contains("speaking as alice, in #ops as operator"))
        #expect(lines.contains("[#ops] <townhall> alice: topic set"))
        #expect(lines.contains("the network now has no services"))
        #expect(lines.contains("[dm] <townhall> Saved your ZIP 94110 for alice@console."))
        #expect(lines.filter { $0 == "unknown or malformed console command; /help lists them" }.count == 2)
        #expect(lines.contains { $0.hasPrefix("Console commands") })
        // Nothing after /quit is read.
        #expect(!lines.contains("[dm] <alice> ping"))
    }

    @Test("a terminal gets a prompt and no echo")
    func interactive() async {
        let screen = await session(["ping", "/join #c"], interactive: true)
        #expect(screen.raw.hasSuffix("alice@dm> [dm] <townhall> pong\nalice@dm> speaking as alice, in #c\nalice@#c> "))
    }

    @Test("pushes through the core reach the console")
    func push() async {
        let screen = Screen()
        let core = ChatCore(commands: [])
        let console = ChatConsole(core: core, network: "console", interactive: false, write: screen.write)
        await core.attach(console, network: "console")
        #expect(await core.push(ChatReply(destination: .direct(nick: "bob"), text: "Q1 was answered\nsee Q1"), network: "console"))
        #expect(await !core.push(ChatReply(destination: .direct(nick: "bob"), text: "x"), network: "elsewhere"))
        #expect(screen.lines == ["[dm → bob] <townhall> Q1 was answered", "[dm → bob] <townhall> see Q1", ""])
    }
}
