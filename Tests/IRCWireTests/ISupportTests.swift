import IRCWire
import Testing

@Suite("RPL_ISUPPORT")
struct ISupportTests {
    static func isupport(_ lines: String...) throws -> ISupport {
        var isupport = ISupport()
        for line in lines { isupport.apply(try IRCMessage(parsing: line)) }
        return isupport
    }

    @Test("defaults before any 005")
    func defaults() {
        let isupport = ISupport()
        #expect(isupport.caseMapping == .rfc1459)
        #expect(isupport.prefixes == [.init(mode: "o", symbol: "@"), .init(mode: "v", symbol: "+")])
        #expect(isupport.chanTypes == "#&")
        #expect(isupport.nickLength == nil)
        #expect(isupport.targMax.isEmpty)
        #expect(isupport.botMode == nil)
        #expect(!isupport.utf8Only)
    }

    @Test("an InspIRCd-style 005 sequence")
    func parsesTokens() throws {
        let isupport = try Self.isupport(
            ":irc.test 005 bot AWAYLEN=200 BOT=B CASEMAPPING=ascii CHANMODES=IXbeg,k,FHJLWdfjlx,ACKMOPRSTcimnprstz CHANTYPES=# :are supported by this server",
            ":irc.test 005 bot NETWORK=Test\\x20Net NICKLEN=30 PREFIX=(qaohv)~&@%+ TARGMAX=ACCEPT:,KICK:1,PRIVMSG:20,NOTICE:20 UTF8ONLY :are supported by this server"
        )
        #expect(isupport.caseMapping == .ascii)
        #expect(isupport.botMode == "B")
        #expect(isupport.chanTypes == "#")
        #expect(isupport.chanModes == .init(a: "IXbeg", b: "k", c: "FHJLWdfjlx", d: "ACKMOPRSTcimnprstz"))
        #expect(isupport.nickLength == 30)
        #expect(isupport.prefixes.map(\.mode) == ["q", "a", "o", "h", "v"])
        #expect(isupport.mode(forPrefixSymbol: "%") == "h")
        #expect(isupport.targMax["PRIVMSG"] == .some(20))
        #expect(isupport.targMax["ACCEPT"] == .some(nil))
        #expect(isupport.targMax["JOIN"] == nil)
        #expect(isupport.utf8Only)
        #expect(isupport.network == "Test Net")
        #expect(isupport.raw["AWAYLEN"] == .some("200"))
        #expect(isupport.raw["UTF8ONLY"] == .some(nil))
        #expect(isupport.isChannel("#civics"))
        #expect(!isupport.isChannel("&local"))
    }

    @Test("-TOKEN restores the default")
    func removesTokens() throws {
        let isupport = try Self.isupport(
            ":irc.test 005 bot CASEMAPPING=ascii PREFIX=(qo)~@ BOT=B UTF8ONLY :are supported",
            ":irc.test 005 bot -CASEMAPPING -PREFIX -BOT -UTF8ONLY :are supported"
        )
        #expect(isupport.caseMapping == .rfc1459)
        #expect(isupport.prefixes == ISupport.defaultPrefixes)
        #expect(isupport.botMode == nil)
        #expect(!isupport.utf8Only)
        #expect(isupport.raw.isEmpty)
    }

    @Test("empty CHANTYPES and PREFIX mean none")
    func emptyValues() throws {
        let isupport = try Self.isupport(":irc.test 005 bot CHANTYPES= PREFIX= :are supported")
        #expect(isupport.chanTypes.isEmpty)
        #expect(isupport.prefixes.isEmpty)
        #expect(!isupport.isChannel("#c"))
    }

    @Test("malformed values fall back to defaults; other numerics are ignored")
    func malformed() throws {
        let isupport = try Self.isupport(
            ":irc.test 005 bot PREFIX=(ov)@ CHANMODES=a,b NICKLEN=lots CASEMAPPING=klingon :are supported",
            ":irc.test 004 bot BOT=B UTF8ONLY :not isupport"
        )
        #expect(isupport.prefixes == ISupport.defaultPrefixes)
        #expect(isupport.chanModes == ISupport.defaultChanModes)
        #expect(isupport.nickLength == nil)
        #expect(isupport.caseMapping == .rfc1459)
        #expect(isupport.botMode == nil)
    }
}
