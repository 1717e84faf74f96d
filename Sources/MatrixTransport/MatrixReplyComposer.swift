import Chat
import MatrixClient

/// Turns the replies of one command (or one push) into Matrix messages, the way people on Matrix
/// are answered:
///
/// - consecutive lines for the same place and the same person are ONE message, its lines joined
///   by "\n" in `body` and `<br>` in `formatted_body` (one message per line flooded the room and
///   its notifications); each line is already one line (the core splits and cleans them), so no
///   text of anyone's can start a line of its own;
/// - in a room, an answer to a person is a rich reply to their command (`m.in_reply_to`) that
///   mentions them once, at its start: a pill (`<a href="https://matrix.to/#/@alice:example.org">`
///   with their display name, escaped) in the HTML, the same name in the plain body, and their
///   user id in `m.mentions`, so their client notifies them. Lines to the whole room and lines in
///   a DM address no one;
/// - a message stays within `maxContentBytes`: past it, the rest goes on in a next message of the
///   same kind (the core's pages and `more` keep answers far shorter anyway).
struct MatrixReplyComposer {
    /// The command answered: the room it was said in and its event, which answers there reply to.
    struct Command {
        var roomID: String
        var eventID: String
    }

    struct Message {
        var destination: ChatReply.Destination
        var content: MatrixJSON
    }

    /// The most a message's content may take, encoded. Synapse refuses an event over 65,536
    /// bytes, and that counts the whole event: the content plus what the server adds (room and
    /// sender ids, the ids of the events before it and of its auth events, hashes, signatures),
    /// a few kilobytes in a busy room. Half of it leaves that room many times over and still
    /// holds several pages of any answer.
    static let maxContentBytes = 32_768

    let renderer: MatrixHTMLRenderer

    /// `replies` as messages, in their order. `displayName` gives the name a person shows in a
    /// room (nil: their user id's local part is shown).
    func messages(for replies: [ChatReply], answering command: Command?,
                  displayName: (_ user: String, _ roomID: String) -> String?) -> [Message] {
        var messages: [Message] = []
        var group: [Line] = []
        // plain and HTML bytes of the group: its JSON takes at most twice that (escaping) plus the
        // pill and fields, so the content is encoded to measure it only when that could pass the cap
        var groupBytes = 0
        func flush() {
            guard let first = group.first else { return }
            messages.append(Message(destination: first.reply.destination,
                                    content: content(of: group, answering: command, displayName: displayName)))
            group = []
            groupBytes = 0
        }
        for reply in replies {
            let line = Line(reply: reply, renderer: renderer)
            if let first = group.first?.reply, first.destination != reply.destination || first.addressee != reply.addressee {
                flush()
            }
            group.append(line)
            groupBytes += line.bytes
            if group.count > 1, 2 * groupBytes + Self.envelopeBytes > Self.maxContentBytes,
               content(of: group, answering: command, displayName: displayName).encoded().count > Self.maxContentBytes {
                group.removeLast()
                flush()
                group = [line]
                groupBytes = line.bytes
            }
        }
        flush()
        return messages
    }

    /// More than a message's fields, its `m.relates_to` and `m.mentions`, and a pill ever take
    /// beside its lines: a user id is at most 255 bytes and Synapse keeps display names to 256
    /// characters, each escaped for HTML and then for JSON.
    static let envelopeBytes = 8_192

    /// One reply, rendered once: its plain text and its HTML.
    struct Line {
        let reply: ChatReply
        let plain: String
        let html: String

        init(reply: ChatReply, renderer: MatrixHTMLRenderer) {
            self.reply = reply
            plain = reply.content.plainText
            html = renderer.render(reply.content)
        }

        var bytes: Int { plain.utf8.count + html.utf8.count }
    }

    /// One message of `lines`, which share their destination and addressee.
    func content(of lines: [Line], answering command: Command?,
                 displayName: (_ user: String, _ roomID: String) -> String?) -> MatrixJSON {
        let plain = lines.map(\.plain).joined(separator: "\n")
        let html = lines.map(\.html).joined(separator: "<br>")
        guard let first = lines.first?.reply, case .channel(let roomID) = first.destination, let user = first.addressee else {
            return MatrixSession.notice(plain: plain, html: html)
        }
        let name = (displayName(user, roomID) ?? MatrixUserID.localpart(of: user)).neutralisingControlCharacters
        let pill = "<a href=\"https://matrix.to/#/\(MatrixHTMLRenderer.escaped(user))\">\(MatrixHTMLRenderer.escaped(name))</a>"
        let inReplyTo = command.flatMap { $0.roomID == roomID ? $0.eventID : nil }
        return MatrixSession.notice(plain: "\(name): \(plain)", html: "\(pill): \(html)", mentions: [user], replyingTo: inReplyTo)
    }
}
