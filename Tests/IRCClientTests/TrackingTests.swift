import IRCWire
import Testing
@testable import IRCClient

@Suite("Membership and accounts")
struct TrackingTests {
    func inChannel() -> IRCSession {
        var session = registeredSession()
        _ = session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0)
        _ = session.receive(line(":irc 353 townhall = #civics :~@alice!a@h1 +bob!b@h2 townhall!~th@bot.host"), now: t0)
        return session
    }

    @Test("Own JOIN teaches our user@host, emits joined and asks WHOX")
    func ownJoin() {
        var session = registeredSession()
        let actions = session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0)
        #expect(actions.emitted == [.joined(channel: "#civics")])
        #expect(actions.sent == ["WHO #civics %tcuhnfa,152"])
        #expect(session.selfPrefix == "townhall!~th@bot.host")
    }

    @Test("NAMES with multi-prefix and userhost-in-names; MODE changes; NICK keeps modes")
    func prefixes() {
        var session = inChannel()
        #expect(session.tracker.modes(of: "alice", in: "#civics") == ["q", "o"])
        #expect(session.tracker.modes(of: "bob", in: "#civics") == ["v"])
        #expect(session.tracker.user("bob")?.host == "h2")
        _ = session.receive(line(":alice!a@h1 MODE #civics -o+ko bob key bob"), now: t0)
        #expect(session.tracker.modes(of: "alice", in: "#civics") == ["q", "o"])
        #expect(session.tracker.modes(of: "bob", in: "#civics") == ["v", "o"])
        _ = session.receive(line(":bob!b@h2 NICK robert"), now: t0)
        #expect(session.tracker.modes(of: "Robert", in: "#CIVICS") == ["v", "o"])
    }

    @Test("WHOX, extended-join, ACCOUNT and account-tag all feed the account table")
    func accounts() {
        var session = inChannel()
        _ = session.receive(line(":irc 354 townhall 152 #civics a h1 alice H~@ alice"), now: t0)
        _ = session.receive(line(":irc 354 townhall 152 #civics b h2 bob H+ 0"), now: t0)
        #expect(session.tracker.account(of: "alice") == "alice")
        #expect(session.tracker.account(of: "bob") == nil)
        _ = session.receive(line(":carol!c@h3 JOIN #civics carolacct :Carol"), now: t0)
        #expect(session.tracker.account(of: "carol") == "carolacct")
        _ = session.receive(line(":carol!c@h3 ACCOUNT *"), now: t0)
        #expect(session.tracker.account(of: "carol") == nil)
        _ = session.receive(line("@account=bobby :bob!b@h2 PRIVMSG #civics :hi"), now: t0)
        #expect(session.tracker.account(of: "bob") == "bobby")
        // With account-tag on, a message without the tag means "not logged in".
        _ = session.receive(line(":bob!b@h2 PRIVMSG #civics :hi"), now: t0)
        #expect(session.tracker.account(of: "bob") == nil)
    }

    @Test("rfc1459 casemapping folds [ ] \\ ~ like { } | ^")
    func caseMapping() {
        var session = inChannel()
        _ = session.receive(line(":Dan[x]!d@h JOIN #civics dan :Dan"), now: t0)
        #expect(session.tracker.account(of: "dan{X}") == "dan")
        _ = session.receive(line(":DAN{X}!d@h PART #Civics"), now: t0)
        #expect(session.tracker.channel("#civics")?.members["dan{x}"] == nil)
    }

    @Test("PART, KICK and QUIT remove members; our own PART forgets the channel")
    func leaving() {
        var session = inChannel()
        _ = session.receive(line(":alice!a@h1 KICK #civics bob :bye"), now: t0)
        #expect(session.tracker.modes(of: "bob", in: "#civics").isEmpty)
        _ = session.receive(line(":alice!a@h1 QUIT :gone"), now: t0)
        #expect(session.tracker.user("alice") == nil)
        let actions = session.receive(line(":townhall!~th@bot.host PART #civics"), now: t0)
        #expect(actions.emitted == [.parted(channel: "#civics")])
        #expect(session.tracker.channel("#civics") == nil)
    }

    @Test("CHGHOST of the bot updates the prefix used for line splitting")
    func chghost() {
        var session = inChannel()
        _ = session.receive(line(":townhall!~th@bot.host CHGHOST bot a.much.longer.cloaked.host"), now: t0)
        #expect(session.selfPrefix == "townhall!bot@a.much.longer.cloaked.host")
        _ = session.receive(line(":irc 396 townhall v.host :is now your displayed host"), now: t0)
        #expect(session.selfPrefix == "townhall!bot@v.host")
    }

    /// Replies are sized by the prefix's length, counted without building it.
    @Test("The length of our prefix matches the prefix before the server tells us our host, after JOIN and after CHGHOST")
    func selfPrefixLength() {
        var session = registeredSession()
        #expect(session.selfPrefix.hasSuffix("@" + String(repeating: "x", count: 63)))
        #expect(session.selfPrefixBytes == session.selfPrefix.utf8.count)
        _ = session.receive(line(":townhall!~th@bot.host JOIN #civics"), now: t0)
        #expect(session.selfPrefixBytes == "townhall!~th@bot.host".utf8.count)
        _ = session.receive(line(":townhall!~th@bot.host CHGHOST bøt a.much.longer.cloaked.host"), now: t0)
        #expect(session.selfPrefixBytes == session.selfPrefix.utf8.count)
        #expect(session.selfPrefixBytes == "townhall!bøt@a.much.longer.cloaked.host".utf8.count)
    }
}
