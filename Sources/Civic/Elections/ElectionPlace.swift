import Chat
import Storage

/// The ZIP an election command is about: the one typed, or the asker's own (private: answers
/// about it go to a DM).
struct ElectionPlace {
    var zip: String
    var isOwn: Bool

    /// Reads `[zip]` from `context`; without one, the ZIP on the asker's profile.
    static func read(_ context: CommandContext, civic: CivicContext, command: String) async throws -> ElectionPlace {
        switch context.words.count {
        case 0:
            var zip: String?
            if let account = context.account {
                zip = try await civic.database.reading { try $0.profile(of: account)?.zip }
            }
            guard let zip else {
                let set = context.isDirect ? "zip <your ZIP>" : "/msg \(context.botNick) zip <your ZIP>"
                throw CommandFailure("I don't know your ZIP. Name one (\(context.typed(command)) 22932) or tell me yours privately with \(set).")
            }
            return ElectionPlace(zip: zip, isOwn: true)
        case 1:
            guard let zip = StreetAddressWords.zip(context.words[0]) else {
                throw context.usageError("\"\(context.words[0].prefix(20))\" is not a ZIP code")
            }
            return ElectionPlace(zip: zip, isOwn: false)
        default:
            throw context.usageError()
        }
    }

    /// Sends `lines`: to a DM when they are about the asker's own ZIP and asked in a channel.
    func send(_ lines: [String], _ context: CommandContext, what: String) {
        if isOwn && !context.isDirect {
            context.reply("I sent \(what) for your ZIP in a private message (your ZIP stays private).")
            context.page(lines, privately: true)
        } else {
            context.page(lines)
        }
    }

    /// The refusal for a ZIP no feed covers; for the asker's own ZIP it goes to a DM.
    func noData(_ context: CommandContext) {
        send([ElectionText.noData(for: isOwn && !context.isDirect ? "your ZIP" : zip)], context, what: "the answer")
    }
}
