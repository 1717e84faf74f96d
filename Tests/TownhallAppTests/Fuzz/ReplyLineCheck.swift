import Chat
import IRCTransport
import IRCWire
@testable import TownhallApp

/// What every reply must be, checked the way it will really leave: one clean line from the core,
/// rendered with IRC codes, cut to fit as the IRC client cuts it, serialised, and read back.
enum ReplyLineCheck {
    /// The bot's prefix as a server relays its lines: a long cloak leaves the least room for text.
    static let selfPrefix = "townhall!~townhall@bot.users.example.network.with.a.rather.long.cloaked.hostname.org"
    static let renderer = IRCTextRenderer(style: .irc)

    /// Everything wrong with `replies` to `event`, one sentence each; empty when all is well.
    static func problems(in replies: [ChatReply], answering event: ChatEvent) -> [String] {
        replies.flatMap { problems(in: $0, answering: event) }
    }

    /// The quiz speaks to the whole channel (`CommandContext.announce`), not to one person; its
    /// lines begin with the bot's own words, or a name and then the bot's words — never with text
    /// someone typed.
    static func isQuizAnnouncement(_ text: String) -> Bool {
        let openings = ["Mineral quiz by ", "Round ", "Hint ", "Nobody found it: ", "Quiz over: ", "Quiz stopped by "]
        return openings.contains(where: text.hasPrefix)
    }

    static func problems(in reply: ChatReply, answering event: ChatEvent) -> [String] {
        var found: [String] = []
        let text = reply.text
        if text.allSatisfy(\.isWhitespace) { found.append("an empty reply") }
        if let bad = text.unicodeScalars.first(where: \.isControlCharacter) {
            found.append("a reply holds U+\(String(bad.value, radix: 16, uppercase: true)): \(text.debugDescription)")
        }
        if case .channel(let channel) = reply.destination {
            // In a channel every line names whom it answers: no line may begin with a person's text.
            if !text.hasPrefix("\(event.sender.nick): "), !isQuizAnnouncement(text) {
                found.append("a channel line without the speaker's name in front: \(text.debugDescription)")
            }
            if event.place.channelName != channel { found.append("a reply went to \(channel), not where it was asked") }
        }
        found += wireProblems(in: reply)
        return found
    }

    /// The reply as IRC lines: each fits 512 bytes with CRLF, holds no CR/LF/NUL, parses back to
    /// the same text, and the text is not lost on the way.
    static func wireProblems(in reply: ChatReply) -> [String] {
        let target = switch reply.destination {
        case .channel(let channel): channel
        case .direct(let nick): nick
        }
        let command = reply.isNotice ? "NOTICE" : "PRIVMSG"
        let rendered = renderer.render(reply.content)
        let limit = IRCMessage.maxTextBytes(command: command, target: target, selfPrefix: selfPrefix)
        let lines = IRCLineSplitter.split(rendered, maxBytes: limit, continuation: IRCLineSplitter.continuationMark)
        if lines.isEmpty { return ["a reply became no IRC line at all: \(reply.text.debugDescription)"] }
        var found: [String] = []
        for line in lines {
            let message = IRCMessage(source: selfPrefix, command: command, parameters: [target, line])
            let bytes = message.serializedBytes()
            if bytes.count > IRCMessage.maxLineBytes {
                found.append("an IRC line of \(bytes.count) bytes: \(line.debugDescription)")
            }
            if bytes.dropLast(2).contains(where: { $0 == 0 || $0 == 10 || $0 == 13 }) {
                found.append("CR, LF or NUL inside an IRC line: \(line.debugDescription)")
            }
            let parsed = try? IRCMessage(parsingBytes: bytes)
            if parsed?.parameters != [target, line] {
                found.append("an IRC line that reads back differently: \(line.debugDescription)")
            }
        }
        return found
    }
}
