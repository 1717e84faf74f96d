/// Commands and tag keys that nearly every line carries, returned as string literals instead of
/// being decoded and validated each time. Parsing is dominated by creating Strings; recognising
/// these few atoms by their bytes saves several creations per line, and the literals also make
/// later comparisons (`command == "PRIVMSG"`) a cheap bit-for-bit check.
enum IRCInternedAtoms {
    static func command(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
        switch end &- start {
        case 4:
            if matches("JOIN", line, at: start) { return "JOIN" }
            if matches("PART", line, at: start) { return "PART" }
            if matches("QUIT", line, at: start) { return "QUIT" }
            if matches("PING", line, at: start) { return "PING" }
            if matches("MODE", line, at: start) { return "MODE" }
            if matches("NICK", line, at: start) { return "NICK" }
        case 6:
            if matches("NOTICE", line, at: start) { return "NOTICE" }
            if matches("TAGMSG", line, at: start) { return "TAGMSG" }
        case 7:
            if matches("PRIVMSG", line, at: start) { return "PRIVMSG" }
            if matches("ACCOUNT", line, at: start) { return "ACCOUNT" }
        default:
            break
        }
        return nil
    }

    static func tagKey(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
        switch end &- start {
        case 4:
            if matches("time", line, at: start) { return "time" }
        case 5:
            if matches("msgid", line, at: start) { return "msgid" }
            if matches("batch", line, at: start) { return "batch" }
            if matches("label", line, at: start) { return "label" }
        case 7:
            if matches("account", line, at: start) { return "account" }
        case 9:
            if matches("draft/bot", line, at: start) { return "draft/bot" }
        default:
            break
        }
        return nil
    }

    @inline(__always)
    private static func matches(_ literal: StaticString, _ line: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let bytes = literal.utf8Start
        for offset in 0..<literal.utf8CodeUnitCount where line[start &+ offset] != bytes[offset] {
            return false
        }
        return true
    }
}
