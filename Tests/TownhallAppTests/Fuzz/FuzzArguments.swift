/// Hostile arguments for chat commands: the Unicode and protocol tricks people (and their
/// clients) actually send, numbers out of every range, references that are almost right, and
/// plain random scalars, mixed with real words of the demo data so commands get past their first
/// check and reach storage.
enum FuzzArguments {
    /// Characters that end lines, start CTCP or formatting, or reorder text on screen.
    static let tricks = [
        "\u{2028}", "\u{2029}", "\u{0085}", "\u{0}", "\r", "\n", "\r\n", "\u{1}", "\u{1}ACTION waves\u{1}",
        "\u{3}04,12red", "\u{2}", "\u{F}", "\u{16}", "\u{1D}", "\u{7F}", "\u{9B}", "\u{200B}", "\u{FEFF}",
        "\u{202E}evil\u{202C}", "\u{200F}", "\u{2066}", "\t", "\u{B}", "\u{C}", "\u{1B}[31m",
        "مرحبا بالعالم", "שלום", "👩‍👩‍👧‍👦", "🇺🇸", "🏳️‍🌈", "e\u{301}", "Z\u{351}\u{35B}\u{36E}\u{300}\u{301}",
        String(repeating: "\u{301}", count: 300), "ﷺ", "𒐫", "\u{10FFFF}", "\u{FFFD}", "\u{E000}",
    ]

    /// Formats, placeholders and syntax of other systems that should stay plain text here.
    static let syntax = [
        "{", "}", "{member}", "{my_name}", "{nope}", "{{member}}", "{member", "%s", "%n", "%@", "%%", "%00",
        "\\", "\\n", "'", "\"", "`", "--", "'; DROP TABLE question; --", "*", "?", "#", "#tag", "##",
        "@", "@alice", "@@", ":", "!", "!ping", "townhall:", "https://", "https://example.org/rock.jpg",
        "http://example.org/a.png", "javascript:alert(1)", "https://a b", "x@", "a@b.c", "<b>", "&amp;",
        "=", "==", "color=red=blue", "key=", "=value", ",", ";", "…", "…more",
    ]

    /// Numbers, ZIPs and ranges out of every range.
    static let numbers = [
        "0", "-0", "-1", "1", "2", "3", "99999999999", "99999999999999999999", "9223372036854775807",
        "9223372036854775808", "-9223372036854775808", "1e309", "-1e309", "NaN", "inf", "0x10", "1.5",
        "00000", "94110", "10001", "82001", "94110-1234", "9411", "941100", "12345", "99999", "٣٤٥",
        "１２３４５", "6-6.5", "10-1", "1-", "-", "+1", "1_000", "3.", ".5",
    ]

    /// References that exist after the warm-up, and ones that almost do.
    static let references = [
        "Q1", "Q2", "Q0", "Q-1", "Q99999999999", "Q99999999999999999999", "q1", "Q", "QQ1", "Q1.5", "Q１",
        "R1", "R0", "R-1", "R2", "r1", "T1", "T0", "T3x", "T99999999999", "L1", "L0", "L-5", "L2",
        "P1", "P3", "P0", "P99999999999", "P-1", "hr5376-117", "s325-2022", "hr0-0", "hr5376-99999999999999",
        "s99999999999999999999-2022", "h385-2021", "hr-117", "s325", "s325-", "hr5376-117-1",
    ]

    /// Words the commands expect somewhere, from the demo data and the commands' own keywords.
    static let words = [
        "Pelosi", "Padilla", "Schiff", "pelosi", "CA-11", "NY-12", "WY-AL", "ZZ-99", "CA-00", "CA-999999999999",
        "CA", "ca-11", "P000197", "S001150", "top", "new", "random", "following", "off", "on", "clear", "all",
        "keep", "done", "send", "edit", "cancel", "anyway", "more", "me", "staff", "line", "closed", "moved",
        "other", "long-line", "intimidation", "luster=metallic", "streak=red-brown", "hardness=11",
        "hardness=-1", "hardness=1e308", "gravity=NaN", "cleavage=perfect-99", "test=magnetic", "dark",
        "metallic", "pyrite", "quartz", "admin", "help", "alice", "bob", "fuzzadmin", "guest", "1", "2",
        "Advocacy", "#quartz", "#voting", "yes", "no",
    ]

    static let pools = [tricks, syntax, numbers, references, words]

    /// 0–8 atoms from the pools, joined by spaces, tabs or nothing; now and then one very long word
    /// or a text just around the core's input limit.
    static func make(using random: inout SeededRandom) -> String {
        if random.chance(0.03) { return longWord(using: &random) }
        let count = Int.random(in: 0...8, using: &random)
        var text = ""
        for index in 0..<count {
            if index > 0 { text += random.pick([" ", " ", " ", "  ", "\t", ""]) }
            text += random.chance(0.1) ? randomScalars(using: &random) : random.pick(random.pick(pools))
        }
        return text
    }

    /// Arguments shaped the way each command expects them, `{}` standing for hostile text: these
    /// get past the first checks and reach storage, and what they store is shown back later.
    static let shapes: [String: [String]] = [
        "ask": ["Pelosi {}", "CA-11 {}", "Padilla {}"], "answer": ["Q1 {}", "Q2 {}"],
        "comment": ["Q1 {}", "R1 {}", "hr5376-117 {}", "P1 {}", "T1 {}"], "flag": ["Q1 {}", "R1 {}"],
        "report": ["line 94110 {}", "moved 10001 {} https://example.org/{}.jpg", "other 82001 {}"],
        "rock post": ["https://example.org/rock.jpg {} #{}", "https://example.org/{}.png {}"],
        "rock id": ["{}", "luster={} streak={}", "hardness={}"], "mineral": ["{}"],
        "bio": ["{}"], "party": ["{}"], "email": ["{}@example.org", "{}"], "zip": ["{}", "94110"],
        "district": ["{}", "CA-{}"], "follow": ["@{}", "{}", "hr5376-117"], "unfollow": ["@{}", "{}"],
        "rep": ["{}"], "contact": ["{}"], "votes": ["{}"], "howvoted": ["Pelosi {}", "{} hr5376-117"],
        "bills": ["{}"], "templates": ["{}", "#{} top"], "questions": ["Pelosi {}", "{} top"],
        "incidents": ["94110 {}", "CA {}"], "feed": ["94110 {}", "{}"], "admin hide": ["Q1 {}", "R1 {}", "P1 {}"],
        "admin verify": ["{} P000197 staff", "alice {}"], "profile": ["{}"], "rocks": ["#{}", "{}"],
        "save": ["Q1", "R1", "{}"], "help": ["{}"],
    ]

    /// For `command`: now and then its expected shape with hostile text in it, else anything.
    static func make(for command: String, using random: inout SeededRandom) -> String {
        guard let shapes = shapes[command], random.chance(0.5) else { return make(using: &random) }
        let shape = random.pick(shapes)
        var filled = ""
        for (index, piece) in shape.components(separatedBy: "{}").enumerated() {
            if index > 0 { filled += make(using: &random) }
            filled += piece
        }
        return filled
    }

    /// A word of 200 to 1,100 characters: past the IRC line, around the 1,000-character input limit.
    static func longWord(using random: inout SeededRandom) -> String {
        let unit = random.pick(["a", "é", "😀", "𒐫", "ab ", "\u{301}", "Q1"])
        return String(repeating: unit, count: Int.random(in: 200...1_100, using: &random))
    }

    /// 1–6 scalars from anywhere in Unicode (surrogates excluded, which a String cannot hold).
    static func randomScalars(using random: inout SeededRandom) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let range: ClosedRange<UInt32> = random.pick([0...0x7F, 0x80...0x7FF, 0x800...0xFFFF, 0x10000...0x10FFFF])
            if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) { scalars.append(scalar) }
        }
        return String(scalars)
    }
}
