import Chat
import Testing

@Suite("Places and permissions")
struct PermissionTests {
    @Test("a DM-only command in a channel points to a DM and never echoes its arguments")
    func directOnlyInChannel() async {
        let replies = await Conversation().texts("!zip 94110", in: .channel("#civics"))
        #expect(replies == ["alice: The zip command works only in a private message: /msg townhall zip"])
        #expect(!replies.joined().contains("94110"))
    }

    @Test("a channel-only command in a DM says so")
    func channelOnlyInDirect() async {
        #expect(await Conversation().texts("topic", op: true) == ["The topic command works only in a channel: type it there."])
    }

    @Test("account-holder commands tell a guest how to log in, in the transport's words")
    func needsAccount() async {
        let hint = "You need to be logged in to a services account: /msg NickServ IDENTIFY <account> <password>, or use SASL."
        let chat = Conversation(configuration: ChatConfiguration(conventions: ChatConventions(loginHint: hint, privateMessageForm: "/msg {bot} {text}")))
        #expect(await chat.texts("zip 94110", loggedIn: false) == [hint])
        #expect(await chat.texts("zip 94110") == ["Saved your ZIP 94110 for alice@local."])
        #expect(await Conversation().texts("zip 94110", loggedIn: false) == [ChatConventions.generic.loginHint])
    }

    @Test("without services the command is simply unavailable")
    func noServices() async {
        var chat = Conversation()
        chat.hasServices = false
        #expect(await chat.texts("zip 94110", loggedIn: false) == ["This network has no services accounts, so zip is not available here."])
    }

    @Test("channel operators and admins", arguments: [
        ("!topic x", "alice", false, "alice: Only operators of #c or Townhall admins can use topic: ask one of them to run it."),
        ("!topic x", "alice", true, "alice: topic set"),
        ("!topic x", "root", false, "root: topic set"),
        ("!shutdown", "alice", true, "alice: Only Townhall admins can use shutdown."),
        ("!shutdown", "root", false, "root: stopping"),
    ])
    func roles(text: String, nick: String, op: Bool, expected: String) async {
        #expect(await Conversation().texts(text, as: nick, in: .channel("#c"), op: op) == [expected])
    }

    @Test("identity is the account, not the nick")
    func accountNotNick() async {
        // nick "root" without the root account is nobody special.
        #expect(await Conversation().texts("shutdown", as: "root", account: "mallory") == ["Only Townhall admins can use shutdown."])
        #expect(await Conversation().texts("shutdown", as: "r00t", account: "root") == ["stopping"])
    }
}
