/// A deterministic mix of what a bot in busy channels receives: mostly tagged PRIVMSGs
/// (server-time, account, msgid), membership changes with extended-join, NAMES and ISUPPORT
/// numerics, welcome numerics and PINGs.
enum BenchmarkCorpus {
    static let nicks = ["alice", "bob", "carol", "dave", "eve_", "Mallory", "trent", "peggy[away]", "victor", "walter"]
    static let channels = ["#civics", "#townhall", "#city-council", "#ops"]
    static let texts = [
        "hi",
        "!reps 94110",
        "townhall: ping",
        "who represents the mission district on the board of supervisors?",
        "the meeting moved to thursday at 6pm, agenda is on the city website — see you there 🙂",
        "¿alguien sabe cuándo es la próxima audiencia pública sobre el presupuesto?",
        "議会の次の会合はいつですか",
        "lol",
    ]

    static func lines(count: Int) -> [String] {
        var random = SplitMix(seed: 2026)
        return (0..<count).map { index in line(index: index, random: &random) }
    }

    private static func line(index: Int, random: inout SplitMix) -> String {
        let nick = nicks[random.next(nicks.count)]
        let channel = channels[random.next(channels.count)]
        let prefix = "\(nick)!~\(nick.prefix(8))@user/\(nick)/x-\(random.next(9999))"
        let time = "2026-11-21T10:\(10 + random.next(50)):\(10 + random.next(50)).\(100 + random.next(900))Z"
        let msgid = "Jx\(random.next(1_000_000))Qk\(random.next(1_000_000))"
        switch random.next(100) {
        case 0..<55:
            return "@time=\(time);account=\(nick);msgid=\(msgid) :\(prefix) PRIVMSG \(channel) :\(texts[random.next(texts.count)])"
        case 55..<63:
            return "@time=\(time);account=\(nick) :\(prefix) JOIN \(channel) \(nick) :Real \(nick)"
        case 63..<68:
            return "@time=\(time) :\(prefix) PART \(channel) :Leaving"
        case 68..<73:
            return "@time=\(time) :\(prefix) QUIT :Quit: Ping timeout: 240 seconds"
        case 73..<83:
            return ":irc.example.net 353 townhall = \(channel) :@alice +bob carol dave eve_ Mallory trent peggy[away] victor walter"
        case 83..<88:
            return ":irc.example.net 005 townhall AWAYLEN=200 BOT=B CASEMAPPING=rfc1459 CHANMODES=IXbeg,k,FHJLWdfjlx,ACKMOPRSTcimnprstz CHANNELLEN=60 CHANTYPES=# ELIST=CMNTU HOSTLEN=64 KEYLEN=32 :are supported by this server"
        case 88..<92:
            return ":irc.example.net 001 townhall :Welcome to the ExampleNet IRC Network townhall!bot@127.0.0.1"
        case 92..<95:
            return "@time=\(time);account=\(nick) :\(prefix) NOTICE townhall :\(texts[random.next(texts.count)])"
        default:
            return "PING :irc.example.net"
        }
    }
}

/// A tiny deterministic generator so every run parses the same corpus.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
